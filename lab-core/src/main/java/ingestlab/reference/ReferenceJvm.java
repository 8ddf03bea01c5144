package ingestlab.reference;

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
 * Starts the reference JVM of one engine (its family's harness and the part every harness shares, on the engine's own
 * classpath). Elasticsearch and OpenSearch
 * refuse to run as root, so as root the JVM is started through {@code setpriv} as {@code nobody}, in a work folder
 * handed to that user. Its output goes to {@code reference.log} in the folder. It is told this process's pid and halts
 * when this process ends, however it ends ({@code kill -9} too), so no engine runs on without its lab.
 */
final class ReferenceJvm {
    private static final String USER = "nobody";
    private static final String GROUP = "nogroup";

    private ReferenceJvm() {}

    /** The system property that gives the harness the pid of the lab process it must not outlive. */
    static final String PARENT_PROPERTY = "reference.parent";

    /** Whether {@code engine}'s jars and its harness (with the part every harness shares) are built in {@code labHome}. */
    static boolean isBuilt(Path labHome, Engine engine) {
        return Files.isRegularFile(common(labHome)) && Files.isRegularFile(harness(labHome, engine))
                && Files.isDirectory(lib(labHome, engine));
    }

    /** How to build the module, for the refusal of an engine that is not built. */
    static String buildCommand() {
        StringBuilder modules = new StringBuilder("lab-reference/common,lab-reference,lab-reference/opensearch");
        for (Engine engine : Engine.values()) {
            modules.append(",lab-reference/engines/").append(engine.label());
        }
        return "mvn -B -q -Preference -DskipTests package -pl " + modules;
    }

    /** The module's jars for {@code engine} (see {@link #isBuilt}). */
    static String classpath(Path labHome, Engine engine) {
        return common(labHome) + java.io.File.pathSeparator + harness(labHome, engine) + java.io.File.pathSeparator
                + lib(labHome, engine) + "/*";
    }

    private static Path common(Path labHome) {
        return labHome.resolve("lab-reference/common/target/lab-reference-common.jar");
    }

    private static Path harness(Path labHome, Engine engine) {
        return labHome.resolve(engine.harness().jar);
    }

    private static Path lib(Path labHome, Engine engine) {
        return labHome.resolve("lab-reference/engines/" + engine.label() + "/target/lib");
    }

    /**
     * A JDK the engines run on: {@code LAB_REFERENCE_JAVA}, else a JDK 17 (what 8.10/8.11 were built for; OpenSearch
     * 2.19 runs on it too) or 21 in
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
     * Starts the trial described by {@code config}; the caller waits for the process, or destroys it.
     *
     * @param jvmProperties system properties ({@code -Dkey=value}) beyond the fixed ones
     */
    static Process start(Engine engine, String java, String classpath, Path folder, Path config, long heapBytes,
                         long seed, List<String> jvmProperties) throws IOException {
        List<String> command = new ArrayList<>();
        if (runningAsRoot()) {
            command.addAll(List.of("setpriv", "--reuid=" + USER, "--regid=" + GROUP, "--clear-groups"));
        }
        command.addAll(List.of(java, "-Xmx" + heapBytes, "-Xms" + heapBytes, "-Djava.io.tmpdir=" + folder,
                // the test framework's runner: a fixed seed, the engine's assertions off, no time limit
                "-Dtests.seed=" + Long.toHexString(seed).toUpperCase(Locale.ROOT), "-Dtests.asserts=false",
                "-Dtests.security.manager=false", "-Dtests.timeoutSuite=2147483647!", "-Dtests.timeout=2147483647!",
                "-Dreference.config=" + config, "-D" + PARENT_PROPERTY + "=" + ProcessHandle.current().pid()));
        command.addAll(jvmProperties);
        command.addAll(List.of("-cp", classpath, "ingestlab.reference.ReferenceMain", engine.harness().trialClass));
        return new ProcessBuilder(command).directory(folder.toFile()).redirectErrorStream(true)
                .redirectOutput(folder.resolve("reference.log").toFile()).start();
    }
}
