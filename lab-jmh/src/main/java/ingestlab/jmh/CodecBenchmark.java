package ingestlab.jmh;

import ingestlab.spec.ExperimentSpec;
import ingestlab.util.NamedValues;
import ingestlab.writer.CodecChoice;
import org.openjdk.jmh.annotations.Param;

/**
 * The shard codec, by its command-line name: a codec added to {@link CodecChoice} only needs its name added here
 * (or given with {@code -Djmh.params=codec=NAME}).
 */
public class CodecBenchmark extends TrialBenchmark {
    /** Every codec at its default level (3 for zstd); other levels with {@code -Djmh.params}. */
    @Param({"default", "best-compression", "zstd", "zstd-no-dict", "zstd-es"})
    public String codec;

    @Override
    protected ExperimentSpec.Builder configure(ExperimentSpec.Builder spec) {
        return spec.codec(NamedValues.parse(CodecChoice.class, codec));
    }
}
