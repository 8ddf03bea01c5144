package ingestlab.fork;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The CPUs this process may use (Linux affinity) and how a child JVM is pinned to half of them. Pinning needs Linux,
 * at least two CPUs in this process's affinity (one per side), and util-linux's {@code taskset} on the PATH; where any
 * is missing, {@link CannotPin} says which.
 */
public final class CpuAffinity {
    private static final String ALLOWED = "Cpus_allowed_list:";

    private CpuAffinity() {}

    /** This process's halves, from the facts of this machine. */
    public static CpuHalves halves() throws CannotPin {
        String os = System.getProperty("os.name", "");
        if (!isLinux(os)) {
            return halves(os, null, null); // refused: the reasons below need Linux's files
        }
        Optional<Path> taskset = onPath("taskset");
        return halves(os, allowedList(taskset.orElse(null)), taskset.orElse(null));
    }

    /**
     * The halves from given facts (tests give their own).
     *
     * @param allowed the process's CPU list ({@code 0-3}), or null if unknown
     * @param taskset the taskset program, or null if there is none
     */
    static CpuHalves halves(String osName, String allowed, Path taskset) throws CannotPin {
        CpuList cpus;
        try {
            cpus = usable(osName, allowed, taskset);
        } catch (IllegalStateException e) {
            throw CannotPin.forDuet(e.getMessage());
        }
        if (cpus.size() < 2) {
            throw CannotPin.forDuet("this process may use " + cpus.size() + " CPU (" + cpus + "), and each side needs "
                    + "one of its own");
        }
        List<CpuList> halves = cpus.halves();
        return new CpuHalves(new Pinning(halves.get(0), taskset), new Pinning(halves.get(1), taskset));
    }

    /**
     * Every trial pinned to {@code requested} ({@code lab sweep --cpus}), checked against the facts of this machine:
     * {@link CannotPin} when pinning is impossible here or the list names a CPU this process may not use.
     */
    public static Pinning pinning(String requested) throws CannotPin {
        String os = System.getProperty("os.name", "");
        Optional<Path> taskset = isLinux(os) ? onPath("taskset") : Optional.empty();
        return pinning(requested, os, isLinux(os) ? allowedList(taskset.orElse(null)) : null, taskset.orElse(null));
    }

    /** {@link #pinning(String)} from given facts (tests give their own). */
    static Pinning pinning(String requested, String osName, String allowed, Path taskset) throws CannotPin {
        CpuList wanted;
        try {
            wanted = CpuList.parse(requested);
        } catch (IllegalArgumentException e) {
            throw CannotPin.forList(e.getMessage());
        }
        CpuList usable;
        try {
            usable = usable(osName, allowed, taskset);
        } catch (IllegalStateException e) {
            throw CannotPin.forList(e.getMessage());
        }
        List<Integer> missing = wanted.cpus().stream().filter(cpu -> !usable.cpus().contains(cpu)).toList();
        if (!missing.isEmpty()) {
            throw CannotPin.forList("'" + requested.trim() + "' names CPU " + new CpuList(missing) + ", which this "
                    + "process may not use (it may use " + usable + ")");
        }
        return new Pinning(wanted, taskset);
    }

    /** The CPUs this process may use; IllegalStateException saying why pinning is impossible here. */
    private static CpuList usable(String osName, String allowed, Path taskset) {
        if (!isLinux(osName)) {
            throw new IllegalStateException("CPU affinity is set with Linux's taskset, and this is " + osName);
        }
        if (taskset == null) {
            throw new IllegalStateException("no taskset on the PATH (it comes with util-linux)");
        }
        if (allowed == null) {
            throw new IllegalStateException("the CPUs this process may use could not be read (/proc/self/status, taskset -p)");
        }
        try {
            return CpuList.parse(allowed);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("the CPUs this process may use are unreadable: " + e.getMessage());
        }
    }

    private static boolean isLinux(String osName) {
        return osName.toLowerCase(Locale.ROOT).startsWith("linux");
    }

    /** {@code Cpus_allowed_list} of /proc/self/status, else what {@code taskset -pc} says of this process; or null. */
    static String allowedList(Path taskset) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"), StandardCharsets.UTF_8)) {
                if (line.startsWith(ALLOWED)) {
                    return line.substring(ALLOWED.length()).trim();
                }
            }
        } catch (IOException e) {
            // no /proc: ask taskset
        }
        return taskset == null ? null : fromTaskset(taskset);
    }

    /** {@code pid 123's current affinity list: 0-3} → {@code 0-3}; null if taskset fails. */
    private static String fromTaskset(Path taskset) {
        try {
            Process process = new ProcessBuilder(taskset.toString(), "-pc", Long.toString(ProcessHandle.current().pid()))
                    .redirectErrorStream(true).start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!process.waitFor(10, TimeUnit.SECONDS) || process.exitValue() != 0 || out.indexOf(':') < 0) {
                return null;
            }
            return out.substring(out.lastIndexOf(':') + 1).trim();
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** An executable file named {@code program} in a folder of the PATH. */
    static Optional<Path> onPath(String program) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String folder : path.split(java.io.File.pathSeparator)) {
            if (folder.isEmpty()) {
                continue;
            }
            Path candidate = Path.of(folder, program);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
