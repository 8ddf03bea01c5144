package ingestlab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Starts the reference JVM of one engine (lab-reference's harness on the engine's own classpath) and waits for it.
 * Elasticsearch refuses to run as root, so as root the JVM is started through {@code setpriv} as {@code nobody}, in a
 * work folder handed to that user. Its output goes to {@code reference.log} in the folder.
 */
final class ReferenceJvm {
    private static final String USER = "nobody";
    private static final String GROUP = "nogroup";

    private ReferenceJvm() {}

    /** The module's jars for {@code engine}, or an error naming the build command when they are not built. */
    static String classpath(Path labHome, String engine) {
        Path harness = labHome.resolve("lab-reference/target/lab-reference.jar");
        Path lib = labHome.resolve("lab-reference/engines/" + engine + "/target/lib");
        if (!Files.isRegularFile(harness) || !Files.isDirectory(lib)) {
            throw new IllegalStateException("the reference module is not built; run: mvn -B -q -Preference -DskipTests "
                    + "package -pl lab-reference,lab-reference/engines/es-8.10.4,lab-reference/engines/es-8.11.4");
        }
        return harness + java.io.File.pathSeparator + lib + "/*";
    }

    /**
     * A JDK the engines run on: {@code LAB_REFERENCE_JAVA}, else a JDK 17 (what 8.10/8.11 were built for) or 21 in
     * /usr/lib/jvm, else this JVM's.
     */
    static String java() throws IOException {
        String given = System.getenv("LAB_REFERENCE_JAVA");
        if (given != null && !given.isBlank()) {
            return given;
        }
        Path jvms = Path.of("/usr/lib/jvm");
        if (Files.isDirectory(jvms)) {
            for (String version : List.of("17", "21")) {
                try (Stream<Path> dirs = Files.list(jvms)) {
                    var found = dirs.filter(d -> d.getFileName().toString().contains("-" + version + "-"))
                            .map(d -> d.resolve("bin/java")).filter(Files::isExecutable).sorted().findFirst();
                    if (found.isPresent()) {
                        return found.get().toString();
                    }
                }
            }
        }
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** Hands {@code folder} to the unprivileged user when this process is root; a no-op otherwise. */
    static void handOver(Path folder) throws IOException {
        if (!runningAsRoot()) {
            return;
        }
        UserPrincipalLookupService users = folder.getFileSystem().getUserPrincipalLookupService();
        GroupPrincipal group = users.lookupPrincipalByGroupName(GROUP);
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.toList()) {
                PosixFileAttributeView view = Files.getFileAttributeView(path, PosixFileAttributeView.class);
                view.setOwner(users.lookupPrincipalByName(USER));
                view.setGroup(group);
            }
        }
    }

    private static boolean runningAsRoot() {
        return "root".equals(System.getProperty("user.name"));
    }

    /**
     * Runs the trial described by {@code config} and returns the JVM's exit code.
     *
     * @param jvmProperties system properties ({@code -Dkey=value}) beyond the fixed ones
     */
    static int run(String java, String classpath, Path folder, Path config, long heapBytes, long seed,
                   List<String> jvmProperties) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        if (runningAsRoot()) {
            command.addAll(List.of("setpriv", "--reuid=" + USER, "--regid=" + GROUP, "--clear-groups"));
        }
        command.addAll(List.of(java, "-Xmx" + heapBytes, "-Xms" + heapBytes, "-Djava.io.tmpdir=" + folder,
                // the test framework's runner: a fixed seed, the engine's assertions off, no time limit
                "-Dtests.seed=" + Long.toHexString(seed).toUpperCase(Locale.ROOT), "-Dtests.asserts=false",
                "-Dtests.security.manager=false", "-Dtests.timeoutSuite=2147483647!", "-Dtests.timeout=2147483647!",
                "-Dreference.config=" + config));
        command.addAll(jvmProperties);
        command.addAll(List.of("-cp", classpath, "ingestlab.reference.ReferenceMain"));
        Process process = new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true)
                .redirectOutput(folder.resolve("reference.log").toFile()).start();
        return process.waitFor();
    }
}
