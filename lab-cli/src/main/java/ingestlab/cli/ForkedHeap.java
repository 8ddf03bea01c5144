package ingestlab.cli;

import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.LabSettings;
import picocli.CommandLine.Option;

/**
 * The heap a parent (lab sweep, lab calibrate) gave the JVM it forked, passed down so percentage buffers resolve
 * against that {@code -Xmx} and the row records it; absent when the command runs in the user's own JVM.
 */
final class ForkedHeap {
    static final String OPTION = "--heap-bytes";

    @Option(names = OPTION, hidden = true, defaultValue = "0")
    long heapBytes;

    /** The builder with the forked JVM's heap, when a parent gave one. */
    ExperimentSpec.Builder applyTo(ExperimentSpec.Builder builder) {
        return heapBytes > 0 ? builder.set(LabSettings.HEAP_BYTES, heapBytes) : builder;
    }
}
