package ingestlab.child;

import ingestlab.calibrate.BareIndexer;
import ingestlab.experiment.ExperimentRunner;
import ingestlab.experiment.ProgressListener;
import ingestlab.fork.ForkLines;
import ingestlab.fork.ForkRequest;
import ingestlab.fork.RunLine;
import ingestlab.fork.TurnLine;
import ingestlab.results.CompanionFile;
import ingestlab.results.ResultColumns;
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
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The forked JVM's side of the fork protocol ({@code ingestlab.fork.ForkLines}): reads its {@link ForkRequest}, runs
 * a lab trial or the bare loop once (or once per turn, in lockstep), and answers each run with one {@link RunLine}.
 * It writes nothing else: the parent records what it receives.
 */
public final class ForkedChild {
    private final ForkRequest request;
    private final ExperimentSpec spec;
    private final ProgressListener progress;

    private ForkedChild(ForkRequest request, ProgressListener progress) {
        this.request = request;
        this.spec = request.experimentSpec();
        this.progress = progress;
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
        ForkedChild child = new ForkedChild(ForkLines.read(first, ForkRequest.class), progress);
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

    private static void answer(PrintStream out, RunLine line) {
        out.println(ForkLines.write(line));
        out.flush();
    }

    private RunLine runOnce(boolean warmup, int trial) throws IOException, InterruptedException {
        long start = System.nanoTime();
        if (request.work() == ForkRequest.Work.BARE) {
            BareIndexer.Result result = bare();
            return new RunLine(warmup, System.nanoTime() - start, null, Map.of(), ForkLines.tree(result));
        }
        ExperimentRunner runner = new ExperimentRunner(new ExperimentRunner.Options(request.workPath(), false,
                request.timelineMillis(), request.checkIndex()));
        TrialResult result = runner.runOne(spec, new TrialRun(request.runId(), trial, warmup, request.order()),
                request.progress() && !warmup ? progress : ProgressListener.NONE);
        long nanos = System.nanoTime() - start;
        Map<CompanionFile, List<Map<String, String>>> companions = new EnumMap<>(CompanionFile.class);
        for (CompanionFile kind : CompanionFile.values()) {
            companions.put(kind, kind.rows(result));
        }
        return new RunLine(warmup, nanos, row(result), companions, null);
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

    /** The trial's result row, column → value, as the result file has it. */
    static Map<String, String> row(TrialResult result) {
        Map<String, String> row = new LinkedHashMap<>();
        List<String> names = ResultColumns.names();
        List<String> values = ResultColumns.values(result);
        for (int i = 0; i < names.size(); i++) {
            row.put(names.get(i), values.get(i));
        }
        return row;
    }
}
