package ingestlab.child;

import ingestlab.calibrate.BareIndexer;
import ingestlab.experiment.ExperimentRunner;
import ingestlab.experiment.ProgressListener;
import ingestlab.fork.ChildLine;
import ingestlab.fork.ForkLines;
import ingestlab.fork.ForkRequest;
import ingestlab.fork.RunLine;
import ingestlab.fork.TurnLine;
import ingestlab.results.TrialRows;
import ingestlab.results.TrialResult;
import ingestlab.results.TrialRun;
import ingestlab.settings.ExperimentSpec;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * The forked JVM's side of the fork protocol ({@code ingestlab.fork.ForkLines}): reads its {@link ForkRequest}, runs
 * a lab trial or the bare loop once (or once per turn, in lockstep), and answers each run with one {@link RunLine}.
 * Asked for a barrier, it says {@link ingestlab.fork.ReadyLine ready} once set up and waits for go ({@link StartBarrier}). It writes
 * nothing else: the parent records what it receives.
 */
public final class ForkedChild {
    private final ForkRequest request;
    private final ExperimentSpec spec;
    private final ProgressListener progress;
    private final StartBarrier barrier; // null without one

    private ForkedChild(ForkRequest request, ProgressListener progress, StartBarrier barrier) {
        this.request = request;
        this.spec = request.experimentSpec();
        this.progress = progress;
        this.barrier = barrier;
    }

    /**
     * If the parent dies (kill -9 of a sweep), this JVM halts instead of running on unrecorded. Not in tests' JVMs:
     * the parent there is the build tool.
     */
    public static void haltWhenParentExits() {
        ProcessHandle.current().parent().ifPresent(parent -> parent.onExit()
                .thenRun(() -> Runtime.getRuntime().halt(3)));
    }

    /**
     * Serves one request read from {@code in}: its runs' lines go to {@code out}.
     *
     * @param progress shown during timed runs when the request asks for it
     */
    public static void serve(InputStream in, PrintStream out, ProgressListener progress)
            throws IOException, InterruptedException {
        BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        String first = lines.readLine();
        if (first == null) {
            throw new IOException("no request on stdin");
        }
        ForkRequest request = ForkLines.read(first, ForkRequest.class);
        ForkedChild child = new ForkedChild(request, progress, request.barrier() ? new StartBarrier(lines, out) : null);
        if (!child.request.lockstep()) {
            answer(out, child.runOnce(child.request.warmup(), child.request.trial()));
            return;
        }
        int warmUps = 0;
        int timed = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            TurnLine.Turn turn = ForkLines.read(line, TurnLine.class).turn();
            if (turn == TurnLine.Turn.STOP) {
                return;
            }
            boolean warm = turn == TurnLine.Turn.WARMUP;
            answer(out, child.runOnce(warm, warm ? ++warmUps : ++timed));
        }
    }

    static void answer(PrintStream out, ChildLine line) {
        out.println(ForkLines.write(line));
        out.flush();
    }

    private RunLine runOnce(boolean warmup, int trial) throws IOException, InterruptedException {
        if (request.work() == ForkRequest.Work.BARE) {
            if (barrier != null) {
                barrier.indexingStarts(); // the bare loop has nothing to set up first
            }
            long start = System.nanoTime();
            BareIndexer.Result result = bare();
            return new RunLine(warmup, System.nanoTime() - start, null, Map.of(), ForkLines.tree(result));
        }
        long start = System.nanoTime();
        ExperimentRunner runner = new ExperimentRunner(new ExperimentRunner.Options(request.workPath(), false,
                request.timelineMillis(), request.checkIndex()));
        ProgressListener shown = request.progress() && !warmup ? progress : ProgressListener.NONE;
        TrialResult result = runner.runOne(spec, new TrialRun(request.runId(), trial, warmup, request.order()),
                barrier == null ? shown : barrier.before(shown));
        long nanos = System.nanoTime() - start;
        TrialRows rows = TrialRows.of(result);
        return new RunLine(warmup, nanos, rows.row(), rows.companions(), null);
    }

    /** One run of the bare loop into a fresh index, deleted afterwards. */
    private BareIndexer.Result bare() throws IOException, InterruptedException {
        Path root = request.workPath();
        Path directory = root != null ? Files.createTempDirectory(Files.createDirectories(root), "bare-")
                : Files.createTempDirectory("ingest-lab-bare-");
        try {
            return BareIndexer.run(spec, directory);
        } finally {
            ExperimentRunner.deleteTree(directory);
        }
    }
}
