package ingestlab.jmh;

import ingestlab.settings.ExperimentSpec;
import ingestlab.writer.CodecChoice;
import ingestlab.writer.WriterSettings;
import org.openjdk.jmh.annotations.Param;

/**
 * The shard codec: every {@link CodecChoice}, so a codec added to the enum joins the benchmark. One codec:
 * {@code -Djmh.params=codec=ZSTD} (JMH takes the enum constant's name).
 */
public class CodecBenchmark extends LabDefaultsBenchmark {
    /** Every codec at its default level (3 for zstd). */
    @Param
    public CodecChoice codec;

    @Override
    protected ExperimentSpec.Builder configure(ExperimentSpec.Builder spec) {
        return spec.set(WriterSettings.CODEC, codec);
    }
}
