package ingestlab.reference;

import ingestlab.node.NodeSettings;
import ingestlab.load.ClientSettings;
import ingestlab.buffer.ControllerSettings;
import ingestlab.results.Environment;
import ingestlab.results.ResultFiles;
import ingestlab.settings.ExperimentSpec;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * {@code lab reference run}'s trials: the documents written once, then each engine's trials in turn on them, each in
 * a fresh reference JVM, each row appended to the result file under its writer lock. Ctrl-C (the JVM's shutdown)
 * stops the documents or kills the running engine, and waits until the work folder is removed. What {@code kill -9}
 * leaves (an empty result file, the temporary work folder) a {@link CleanupWatch} removes, and the engine halts by its
 * own watch of this process.
 */
public final class ReferenceTrials {
    /** How long Ctrl-C waits for the run to end cleanly before the JVM exits anyway. */
    private static final long GRACE_SECONDS = 30;
    private static final String LOG = "reference.log";
    private static final String RESULT = "result.properties";

    /** What a run says as it goes. */
    public interface Progress {
        /** Before the documents are written. */
        void started(List<Engine> engines, long docs, Path folder);

        /** A trial's row, once it is on disk. */
        void row(Map<String, String> row);

        /** A trial that ended without a row: one line. */
        void failed(String line);
    }

    /**
     * What to run.
     *
     * @param workDir the folder {@code --work-dir} gave (kept), or null for a temporary one (removed)
     * @param labHome the lab's folder, where the reference module is built
     * @param refreshPool where the harness runs the scheduled refreshes
     */
    public record Plan(List<Engine> engines, int trials, ExperimentSpec spec, Path workDir, Path labHome,
                       RefreshPool refreshPool) {
        public Plan {
            engines = List.copyOf(engines);
        }

        /** With the scheduled refreshes where every earlier reference row ran them ({@link RefreshPool#DEFAULT}). */
        public Plan(List<Engine> engines, int trials, ExperimentSpec spec, Path workDir, Path labHome) {
            this(engines, trials, spec, workDir, labHome, RefreshPool.DEFAULT);
        }
    }

    /** Trials that appended a row, and those that did not (failed, or not run after Ctrl-C). */
    public record Summary(int rows, int failed) {}

    private final Plan plan;
    private final ResultFiles results;
    private final Progress progress;
    private volatile boolean stopping;
    private volatile Process running;

    private ReferenceTrials(Plan plan, ResultFiles results, Progress progress) {
        this.plan = plan;
        this.results = results;
        this.progress = progress;
    }

    /** The result file for reference rows, locked as every result file is: a second writer is refused. */
    public static ResultFiles openResults(Path file) throws IOException {
        return ResultFiles.openWithColumns(file, ReferenceRow.columns());
    }

    /** The first engine of {@code engines} that is not built, as a one-line refusal; null when all are. */
    public static String unbuilt(List<Engine> engines, Path labHome) {
        for (Engine engine : engines) {
            if (!ReferenceJvm.isBuilt(labHome, engine)) {
                return "--engine " + engine.label() + ": the reference module is not built in " + labHome
                        + "; build it with: " + ReferenceJvm.buildCommand();
            }
        }
        return null;
    }

    /** Runs the plan's trials, appending their rows to {@code results}. */
    public static Summary run(Plan plan, ResultFiles results, Progress progress)
            throws IOException, InterruptedException {
        ReferenceTrials trials = new ReferenceTrials(plan, results, progress);
        CountDownLatch finished = new CountDownLatch(1);
        Thread onShutdown = new Thread(() -> {
            trials.stop();
            try {
                finished.await(GRACE_SECONDS, TimeUnit.SECONDS); // until the work folder is gone
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Runtime.getRuntime().addShutdownHook(onShutdown);
        try (CleanupWatch watch = CleanupWatch.start(results.resultsPath());
             WorkFolder folder = WorkFolder.of(plan.workDir())) {
            Summary summary = trials.runAll(folder);
            if (!trials.stopping) {
                watch.done(); // stopped: the watch checks, once this process is gone, what its shutdown left
            }
            return summary;
        } finally {
            finished.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(onShutdown);
            } catch (IllegalStateException e) {
                // shutting down already: the hook is running
            }
        }
    }

    /** Stops before the next document or trial, and kills the engine that runs now. */
    private void stop() {
        stopping = true;
        Process process = running;
        if (process != null) {
            process.destroyForcibly();
        }
    }

    private Summary runAll(WorkFolder folder) throws IOException, InterruptedException {
        ExperimentSpec spec = plan.spec();
        Path documents = folder.path().resolve("documents.ndjson");
        progress.started(plan.engines(), spec.get(ClientSettings.DOCS), folder.path());
        long expected = Arrays.stream(ReferenceDocuments.write(spec, documents, () -> stopping)).sum();
        Path configFile = folder.path().resolve("reference.properties");
        String runId = ResultFiles.newRunId();
        String java = ReferenceJvm.java();
        int rows = 0;
        for (Engine engine : plan.engines()) {
            Properties config = ReferenceSettings.properties(engine, spec); // each engine's keys
            config.setProperty("documents", documents.toString());
            config.setProperty("result", folder.path().resolve(RESULT).toString());
            config.setProperty(RefreshPool.COLUMN, plan.refreshPool().cliName());
            try (Writer writer = Files.newBufferedWriter(configFile, StandardCharsets.UTF_8)) {
                config.store(writer, "lab reference run, " + engine.label());
            }
            ReferenceJvm.handOver(folder.path());
            List<String> properties = List.of("-D" + engine.harness().propertyPrefix
                    + "index.memory.max_index_buffer_size=" + ControllerSettings.from(spec).bufferBytes() + "b");
            String classpath = ReferenceJvm.classpath(plan.labHome(), engine);
            for (int trial = 1; trial <= plan.trials() && !stopping; trial++) {
                Files.deleteIfExists(folder.path().resolve(RESULT));
                double loadBefore = Environment.loadAverage();
                int exit = runJvm(ReferenceJvm.start(engine, java, classpath, folder.path(), configFile,
                        spec.get(ControllerSettings.HEAP_BYTES), spec.get(NodeSettings.SEED), properties));
                if (exit != 0 || !Files.exists(folder.path().resolve(RESULT))) {
                    progress.failed("trial " + trial + " of " + engine.label() + " failed (exit " + exit + "): "
                            + (stopping ? "stopped" : firstFailure(folder.path().resolve(LOG))) + (folder.isKept()
                                    ? "; see " + folder.path().resolve(LOG) : " (give --work-dir to keep its " + LOG
                                    + ")"));
                    continue;
                }
                Map<String, String> row = ReferenceRow.of(engine, spec,
                        ReferenceRow.readResults(folder.path().resolve(RESULT)), expected, runId, trial,
                        Environment.ofTrial(loadBefore, Environment.fileSystemType(folder.path())));
                results.appendCopied(row, Map.of());
                progress.row(row);
                rows++;
            }
        }
        return new Summary(rows, plan.engines().size() * plan.trials() - rows);
    }

    /** Waits for the engine's JVM; whatever ends the wait (an interrupt, an exception), the JVM does not outlive it. */
    private int runJvm(Process process) throws InterruptedException {
        running = process;
        try {
            if (stopping) {
                process.destroyForcibly(); // stop() ran before the process was visible to it
            }
            return process.waitFor();
        } finally {
            running = null;
            if (process.isAlive()) {
                process.destroyForcibly();
            }
        }
    }

    private static String firstFailure(Path log) throws IOException {
        if (!Files.exists(log)) {
            return "no output";
        }
        try (Stream<String> lines = Files.lines(log, StandardCharsets.UTF_8)) {
            return lines.filter(l -> l.startsWith("reference trial failed") || l.startsWith("Error")
                    || l.contains("Exception")).findFirst().orElse("no failure line");
        }
    }
}
