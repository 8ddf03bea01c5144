package ingestlab.fork;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a forked JVM may run: started through {@code taskset -c LIST}, so the kernel keeps it (and every thread it
 * starts) on those CPUs, and told their number with {@code -XX:ActiveProcessorCount}, so the JVM sizes its GC and
 * compiler threads (and the lab its pools) for them rather than for the machine.
 *
 * @param taskset the {@code taskset} program
 */
public record Pinning(CpuList cpus, Path taskset) {
    public Pinning {
        if (cpus.size() == 0) {
            throw new IllegalArgumentException("a JVM cannot be pinned to no CPU");
        }
    }

    /** The JVM's flag that gives it the number of CPUs. */
    public List<String> jvmFlags() {
        return List.of("-XX:ActiveProcessorCount=" + cpus.size());
    }

    /**
     * {@code command} (java first, then its flags and arguments) run through taskset: taskset's words, then java, the
     * processor count flag, and the rest. taskset replaces itself with java, so the process is the JVM.
     */
    public List<String> wrap(List<String> command) {
        List<String> full = new ArrayList<>(List.of(taskset.toString(), "-c", cpus.toString(), command.getFirst()));
        full.addAll(jvmFlags());
        full.addAll(command.subList(1, command.size()));
        return full;
    }
}
