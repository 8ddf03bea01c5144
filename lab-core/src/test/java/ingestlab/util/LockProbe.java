package ingestlab.util;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Another process for lock tests: {@code hold FILE} locks the file, prints {@code locked} and sleeps until killed;
 * {@code try FILE} tries once and exits 0 if it got the lock, 3 if it was refused (the message on stdout).
 */
public final class LockProbe {
    public static final int REFUSED = 3;

    private LockProbe() {}

    @SuppressWarnings("try") // the resource is held for what it does: it holds the lock
    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[1]);
        if (args[0].equals("hold")) {
            WriterLock.lock(file);
            System.out.println("locked");
            System.out.flush();
            Thread.sleep(Long.MAX_VALUE);
        }
        try (WriterLock lock = WriterLock.lock(file)) {
            System.out.println("locked");
        } catch (WriterLock.HeldElsewhere e) {
            System.out.println(e.getMessage());
            System.exit(REFUSED);
        }
    }

    /** Starts {@code LockProbe mode file} in a fresh JVM on this test's class path. */
    public static Process start(String mode, Path file) throws Exception {
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElseThrow(),
                "-cp", System.getProperty("java.class.path"), LockProbe.class.getName(), mode, file.toString()));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }
}
