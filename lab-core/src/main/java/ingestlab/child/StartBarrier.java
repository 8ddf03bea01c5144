package ingestlab.child;

import ingestlab.experiment.ForwardingProgress;
import ingestlab.experiment.ProgressListener;
import ingestlab.fork.ForkLines;
import ingestlab.fork.ReadyLine;
import ingestlab.fork.TurnLine;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;

/**
 * A child's side of a duet's barrier: once its trial is set up, just before the first document, it says
 * {@link ReadyLine ready} on stdout and waits on stdin for {@link TurnLine.Turn#GO}, which the parent sends both
 * sides once both are ready. Used once: a barrier request is a single run.
 */
final class StartBarrier {
    private final BufferedReader in;
    private final PrintStream out;

    StartBarrier(BufferedReader in, PrintStream out) {
        this.in = in;
        this.out = out;
    }

    /** Says ready, then waits for go; an IOException if stdin ends or brings anything else. */
    void indexingStarts() throws IOException {
        ForkedChild.answer(out, ReadyLine.READY);
        String line = in.readLine();
        if (line == null) {
            throw new IOException("the parent closed stdin before saying go");
        }
        TurnLine.Turn turn = ForkLines.read(line, TurnLine.class).turn();
        if (turn != TurnLine.Turn.GO) {
            throw new IOException("the parent said " + turn + " where go was expected");
        }
    }

    /** {@code progress}, held at this barrier when its trial's indexing is about to start. */
    ProgressListener before(ProgressListener progress) {
        return new ForwardingProgress(progress) {
            @Override
            public void indexingStarts() throws IOException, InterruptedException {
                StartBarrier.this.indexingStarts();
                super.indexingStarts();
            }
        };
    }
}
