package ingestlab.child;

import ingestlab.experiment.ProgressListener;
import java.nio.file.Path;
import java.util.List;

/** A forked child for lab-core's tests, as {@code lab child} is one for the command line (which lab-core cannot see). */
public final class ChildMain {
    private ChildMain() {}

    public static void main(String[] args) throws Exception {
        ForkedChild.haltWhenParentExits();
        ForkedChild.serve(System.in, System.out, ProgressListener.NONE);
    }

    /**
     * The command that starts this child: this JVM's java, a small heap, this classpath, and the client compiler only.
     * These children index a few thousand documents and exit: C2 would spend about 2 of their 6 CPU-seconds
     * compiling code they barely run, and nothing here measures speed.
     */
    public static List<String> command() {
        String java = ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        return List.of(java, "-Xmx256m", "-XX:+ExitOnOutOfMemoryError", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), ChildMain.class.getName());
    }
}
