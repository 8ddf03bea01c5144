package ingestlab.reference;

import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/**
 * Halts this JVM when the lab process that started it ends, however it ends ({@code kill -9} too, when it cannot
 * stop its engine itself), so no engine runs on, orphaned, to the end of its trial. The lab passes its pid as
 * {@code -Dreference.parent=PID} and keeps this JVM's standard input open: its end (EOF, the pipe closed by the lab's
 * death) or the pid no longer alive halts the trial. Without the property (the harness started by hand) nothing is
 * watched.
 */
final class ParentWatch {
    static final String PROPERTY = "reference.parent";
    /** The exit code of a halt because the lab went away. */
    static final int ORPHANED = 3;
    private static final long POLL_MILLIS = 500;

    private ParentWatch() {}

    /** Starts the watches, on daemon threads. */
    static void start() {
        String pid = System.getProperty(PROPERTY);
        if (pid == null || pid.isBlank()) {
            return;
        }
        daemon("reference-stdin-watch", () -> {
            try (InputStream in = System.in) {
                while (in.read() >= 0) {
                    // the lab writes nothing: only the end of the stream matters
                }
            } catch (IOException e) {
                // a broken pipe is an end too
            }
            orphaned();
        });
        // The handle is taken now, while the lab runs: it stays bound to that process, not to a later one of its pid.
        // Where /proc hides other users' processes there is none, and standard input alone is watched.
        Optional<ProcessHandle> parent = ProcessHandle.of(Long.parseLong(pid.trim()));
        parent.ifPresent(lab -> daemon("reference-parent-watch", () -> {
            while (lab.isAlive()) {
                try {
                    Thread.sleep(POLL_MILLIS);
                } catch (InterruptedException e) {
                    return;
                }
            }
            orphaned();
        }));
    }

    private static void daemon(String name, Runnable watch) {
        Thread thread = new Thread(watch, name);
        thread.setDaemon(true);
        thread.start();
    }

    private static void orphaned() {
        System.err.println("reference trial failed: the lab process that started it has ended");
        System.err.flush();
        Runtime.getRuntime().halt(ORPHANED); // no shutdown hooks: nothing of the trial is worth keeping
    }
}
