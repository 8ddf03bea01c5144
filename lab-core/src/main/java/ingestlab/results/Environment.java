package ingestlab.results;

import java.lang.management.GarbageCollectorMXBean;
import java.net.InetAddress;
import java.util.stream.Collectors;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.apache.lucene.util.Version;

/**
 * Where and with what a result was measured, recorded with every row: the JVM and machine (read once), and the
 * conditions of one trial (the load before and after it, the file system its index was written to).
 *
 * @param gc the garbage collectors' names
 * @param loadAvgStart the one-minute load average before the trial; NaN where the OS gives none
 * @param workDirFs the file-system type of the trial's index folder ({@code tmpfs} means flush and merge times
 *     measure RAM, not disk)
 */
public record Environment(String labVersion, String luceneVersion, String javaVersion, String javaVm, String jvmArgs,
                          String gc, String os, String hostname, String cpuModel, int cores, long totalMemoryBytes,
                          double loadAvgStart, double loadAvgEnd, String workDirFs, String gitSha) {

    private static Environment current;

    /** The environment of this JVM, read once; no trial conditions. */
    public static synchronized Environment current() {
        if (current == null) {
            current = new Environment(readLabVersion(), Version.LATEST.toString(), System.getProperty("java.version"),
                    System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"),
                    String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()), readGc(),
                    System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                            + System.getProperty("os.arch"), readHostname(),
                    readCpuModel(), Runtime.getRuntime().availableProcessors(), readTotalMemory(), Double.NaN,
                    Double.NaN, "", readGitSha());
        }
        return current;
    }

    /** The one-minute system load average now; NaN where the OS gives none. */
    public static double loadAverage() {
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return load < 0 ? Double.NaN : load;
    }

    /** This JVM's environment with one trial's conditions: the load before it and now, and where it wrote. */
    public static Environment ofTrial(double loadAvgStart, String workDirFs) {
        Environment e = current();
        return new Environment(e.labVersion, e.luceneVersion, e.javaVersion, e.javaVm, e.jvmArgs, e.gc, e.os,
                e.hostname, e.cpuModel, e.cores, e.totalMemoryBytes, loadAvgStart, loadAverage(), workDirFs,
                e.gitSha);
    }

    /** The file-system type of {@code path} (or of its nearest existing parent); empty if unknown. */
    public static String fileSystemType(Path path) {
        for (Path p = path == null ? null : path.toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.exists(p)) {
                try {
                    return Files.getFileStore(p).type();
                } catch (IOException e) {
                    return "";
                }
            }
        }
        return "";
    }

    private static String readGc() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream().map(GarbageCollectorMXBean::getName)
                .collect(Collectors.joining("+"));
    }

    private static String readHostname() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            String env = System.getenv("HOSTNAME");
            return env == null ? "unknown" : env;
        }
    }

    private static long readTotalMemory() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getTotalMemorySize() : -1;
    }

    /** The version of the lab, from the build. */
    public static String readLabVersion() {
        try (InputStream in = Environment.class.getResourceAsStream("/ingestlab/lab-version.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            return p.getProperty("lab.version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }

    private static String readCpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: fall through
        }
        return System.getProperty("os.arch");
    }

    /**
     * The commit of the lab's source tree: {@code lab.git.sha} if the launcher passed it, else {@code git} in the
     * working folder; "-dirty" marks uncommitted changes, so a result never claims a commit it did not run.
     */
    private static String readGitSha() {
        String given = System.getProperty("lab.git.sha");
        if (given != null && !given.isBlank()) {
            return given;
        }
        String sha = git("rev-parse", "--short=12", "HEAD");
        if (sha == null || sha.isEmpty()) {
            return "unknown";
        }
        String status = git("status", "--porcelain", "--untracked-files=no");
        return status != null && !status.isEmpty() ? sha + "-dirty" : sha;
    }

    private static String git(String... args) {
        String[] command = new String[args.length + 1];
        command[0] = "git";
        System.arraycopy(args, 0, command, 1, args.length);
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                return null;
            }
            return out;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
