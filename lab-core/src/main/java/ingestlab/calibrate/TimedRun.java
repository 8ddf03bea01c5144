package ingestlab.calibrate;

/**
 * One timed run of a variant, after the warm-up runs in the same JVM.
 *
 * @param docsPerCpuSecond documents per second of the JVM's CPU time (every thread, GC and JIT included): what
 *     the run cost in work, which another process slowing the machine moves less than it moves docs/s
 * @param docsVerified documents the index held afterwards (must equal the documents fed)
 * @param controllerWrites buffers the controller wrote (0 for the bare loop, which has none)
 */
public record TimedRun(double docsPerSecond, double docsPerCpuSecond, long docsVerified, long controllerWrites) {}
