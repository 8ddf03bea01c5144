package ingestlab.metrics;

import java.lang.management.ManagementFactory;

/**
 * The CPU time this JVM has used, over all its threads: the Java ones (indexing, merging, clients) and the VM's own
 * (garbage collection, JIT compilation), which no per-thread clock or CPU-sample profile sees.
 */
public final class ProcessCpu {
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private ProcessCpu() {}

    /** Nanoseconds of CPU so far; a difference of two readings is the CPU used in between. */
    public static long nanos() {
        long nanos = OS.getProcessCpuTime();
        if (nanos < 0) {
            throw new IllegalStateException("this JVM cannot read its process CPU time");
        }
        return nanos;
    }
}
