package ingestlab.cli;

import java.io.Closeable;
import java.util.concurrent.Callable;

/**
 * The locked output of a command ({@code ResultFiles}, a {@code WriterLock}), released when the command ends however
 * it ends; the OS releases it too if the process dies first.
 */
final class HeldOutput {
    private Closeable held;

    /** Holds {@code output} until {@link #around} returns. */
    <T extends Closeable> T hold(T output) {
        held = output;
        return output;
    }

    /** Runs the command, then releases what it held (after its last row is on disk: the next writer may start). */
    int around(Callable<Integer> command) throws Exception {
        try {
            return command.call();
        } finally {
            if (held != null) {
                held.close();
            }
        }
    }
}
