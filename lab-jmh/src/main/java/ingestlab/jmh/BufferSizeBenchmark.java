package ingestlab.jmh;

import ingestlab.buffer.ControllerSettings;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import org.openjdk.jmh.annotations.Param;

/**
 * The node-wide indexing buffer as a share of the heap ({@code indices.memory.index_buffer_size}). Every fork has the
 * fixed 1 GB heap of {@link TrialBenchmark}, so 5% is 51 MB (just above the 48 MB floor) and 50% is 512 MB.
 */
public class BufferSizeBenchmark extends LabDefaultsBenchmark {
    @Param({"5%", "10%", "25%", "50%"})
    public String buffer;

    @Override
    protected ExperimentSpec.Builder configure(ExperimentSpec.Builder spec) {
        return spec.set(ControllerSettings.BUFFER, BufferSize.parse(buffer));
    }
}
