package ingestlab.results;

import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.apache.lucene.util.Version;

/** Where and with what a result was measured, recorded with every row. */
public record Environment(String labVersion, String luceneVersion, String javaVersion, String javaVm, String jvmArgs,
                          String os, String cpuModel, int cores, String gitSha) {

    private static Environment current;

    /** The environment of this JVM, read once. */
    public static synchronized Environment current() {
        if (current == null) {
            current = new Environment(readLabVersion(), Version.LATEST.toString(), System.getProperty("java.version"),
                    System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"),
                    String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()),
                    System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                            + System.getProperty("os.arch"),
                    readCpuModel(), Runtime.getRuntime().availableProcessors(), readGitSha());
        }
        return current;
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
