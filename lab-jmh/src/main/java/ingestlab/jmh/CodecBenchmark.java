package ingestlab.jmh;

import ingestlab.buffer.ControllerSettings;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.writer.CodecChoice;
import ingestlab.writer.WriterSettings;
import org.openjdk.jmh.annotations.Param;

/**
 * The shard codec: every {@link CodecChoice}, so a codec added to the enum joins the benchmark. One codec:
 * {@code -Djmh.params=codec=ZSTD} (JMH takes the enum constant's name). The codec acts on the stored fields of
 * every flushed segment, so every row must flush while indexing; a small buffer makes the flushes the buffer's, not
 * the refresh clock's.
 */
@FactorActs("flushed_bytes > 0")
public class CodecBenchmark extends LabDefaultsBenchmark {
    /** Every codec at its default level (3 for zstd). */
    @Param
    public CodecChoice codec;

    /** Small enough that the quick suite's documents flush several times. */
    @Param("4mb")
    public String buffer;

    @Override
    protected ExperimentSpec.Builder configure(ExperimentSpec.Builder spec) {
        return spec.set(WriterSettings.CODEC, codec).set(ControllerSettings.BUFFER, BufferSize.parse(buffer));
    }
}
