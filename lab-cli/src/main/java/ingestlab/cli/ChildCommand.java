package ingestlab.cli;

import ingestlab.child.ForkedChild;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/**
 * {@code lab child} (hidden): the JVM {@code lab sweep} or {@code lab calibrate} forked, speaking the fork protocol:
 * its request on stdin, one JSON line per run on stdout ({@link ForkedChild}). It halts if its parent dies.
 */
@Command(name = "child", hidden = true, description = "A forked trial or calibration run: a request on stdin, one "
        + "JSON line per run on stdout.")
final class ChildCommand implements Callable<Integer> {
    @Override
    public Integer call() throws Exception {
        ForkedChild.haltWhenParentExits();
        // stdout carries the protocol alone: anything else printing there (a library, say) goes to stderr instead.
        PrintStream protocol = System.out;
        System.setOut(System.err);
        ForkedChild.serve(System.in, protocol, new ConsoleProgress(
                new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true)));
        return 0;
    }
}
