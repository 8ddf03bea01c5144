package ingestlab.cli;

import ingestlab.buffer.ControllerSettings;
import ingestlab.catalog.LabSettings;
import ingestlab.load.ClientSettings;
import ingestlab.node.NodeSettings;
import ingestlab.workload.Workload;
import ingestlab.results.Environment;
import ingestlab.results.ResultFiles;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Setting;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code lab reference run --engine es-8.10.4|es-8.11.4[,...] [lab run options]}: the lab run's workload through a real
 * Elasticsearch node's shards and indexing memory controller, in a JVM of its own (the optional lab-reference module,
 * docs/reference.md), one row per trial in the lab's column names.
 */
@Command(name = "reference", mixinStandardHelpOptions = true,
        description = "The same workload through real Elasticsearch 8.10/8.11 shards (docs/reference.md).",
        subcommands = {ReferenceCommand.Run.class, ReferenceCombineCommand.class})
final class ReferenceCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Adds the lab run's setting options to {@code lab reference run}. */
    static void addOptions(CommandLine reference) {
        SettingOptions.addRunOptions(reference.getSubcommands().get("run").getCommandSpec());
    }

    @Command(name = "run", mixinStandardHelpOptions = true, showDefaultValues = true, sortOptions = false,
            description = {"Index the lab run's documents (same seed and order) into real Elasticsearch shards under "
                    + "a real IndexingMemoryController, in a forked JVM, and append one row per trial.",
                "Settings without a counterpart in the real node are refused (docs/reference.md)."})
    static final class Run implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec commandSpec;

        @Option(names = "--engine", required = true, paramLabel = "ENGINE", split = ",",
                description = "es-8.10.4 (full refresh of the largest shard) or es-8.11.4 (flushNextBuffer, "
                        + "round-robin), or both as a comma list: each runs its trials in turn, on the same documents.")
        List<String> engines;

        @Option(names = "--trials", paramLabel = "N", defaultValue = "1", description = "Trials, each a fresh JVM.")
        int trials;

        @Option(names = "--out", paramLabel = "FILE", description = "CSV file to append one row per trial to "
                + "(default: reports/runs/reference.csv in the lab's folder).")
        Path out;

        @Option(names = "--work-dir", paramLabel = "DIR", description = "Where the documents and shards are written "
                + "(default: a fresh temporary folder, deleted afterwards).")
        Path workDir;

        @Override
        public Integer call() throws IOException, InterruptedException {
            CommandLine cli = commandSpec.commandLine();
            Map<ReferenceSettings.Engine, String> chosen = new LinkedHashMap<>();
            for (String engine : engines) {
                ReferenceSettings.Engine e = BadInput.checkOption(cli, "--engine",
                        () -> ReferenceSettings.Engine.of(engine));
                if (chosen.put(e, "") != null) {
                    throw BadInput.option(cli, "--engine", "'" + String.join(",", engines) + "' names " + e.label
                            + " twice");
                }
            }
            if (trials <= 0) {
                throw BadInput.option(cli, "--trials", "'" + trials + "' is not allowed (must be at least 1)");
            }
            ExperimentSpec spec = SettingOptions.withSettingsGiven(cli, LabSettings.defaults());
            List<Setting<?>> given = ReferenceSettings.given(cli);
            for (ReferenceSettings.Engine engine : chosen.keySet()) {
                String refusal = ReferenceSettings.refusal(engine, spec, given);
                if (refusal != null) {
                    throw new CommandLine.ParameterException(cli, refusal);
                }
            }
            try {
                for (ReferenceSettings.Engine engine : chosen.keySet()) {
                    chosen.put(engine, ReferenceJvm.classpath(LabHome.path(), engine.label));
                }
            } catch (IllegalStateException e) {
                cli.getErr().println("lab reference run: " + e.getMessage());
                return OneLineErrors.FAILED;
            }
            Path folder = workDir != null ? Files.createDirectories(workDir)
                    : Files.createTempDirectory("lab-reference-");
            try {
                return runTrials(cli, chosen, spec, folder);
            } finally {
                if (workDir == null) {
                    org.apache.lucene.util.IOUtils.rm(folder);
                }
            }
        }

        /**
         * Writes the documents once, then runs each engine's trials in turn on them.
         *
         * @param chosen each engine and its classpath, in the order given
         */
        private int runTrials(CommandLine cli, Map<ReferenceSettings.Engine, String> chosen, ExperimentSpec spec,
                              Path folder) throws IOException, InterruptedException {
            PrintWriter stdout = cli.getOut();
            Path documents = folder.resolve("documents.ndjson");
            stdout.printf("lab reference run: %s, %d documents into %s%n", String.join(", ",
                    chosen.keySet().stream().map(e -> e.label).toList()), spec.get(ClientSettings.DOCS), folder);
            stdout.flush();
            long expected = java.util.Arrays.stream(ReferenceDocuments.write(spec, documents)).sum();
            Properties config = ReferenceSettings.properties(spec);
            config.setProperty("documents", documents.toString());
            config.setProperty("result", folder.resolve("result.properties").toString());
            Path configFile = folder.resolve("reference.properties");
            try (Writer writer = Files.newBufferedWriter(configFile, StandardCharsets.UTF_8)) {
                config.store(writer, "lab reference run");
            }
            ReferenceJvm.handOver(folder);
            Path results = out != null ? out : LabHome.path().resolve("reports/runs/reference.csv");
            String runId = ResultFiles.newRunId();
            int failed = 0;
            for (Map.Entry<ReferenceSettings.Engine, String> engine : chosen.entrySet()) {
                failed += runTrials(cli, engine.getKey(), engine.getValue(), spec, folder, configFile, expected,
                        results, runId);
            }
            int rows = chosen.size() * trials - failed;
            stdout.printf("%nAppended %d row%s to %s%n", rows, rows == 1 ? "" : "s", results);
            stdout.flush();
            return failed > 0 ? OneLineErrors.FAILED : 0;
        }

        /** One engine's trials; returns how many failed. */
        private int runTrials(CommandLine cli, ReferenceSettings.Engine chosen, String classpath, ExperimentSpec spec,
                              Path folder, Path configFile, long expected, Path results, String runId)
                throws IOException, InterruptedException {
            PrintWriter stdout = cli.getOut();
            String java = ReferenceJvm.java();
            List<String> properties = List.of("-Des.index.memory.max_index_buffer_size=" + ControllerSettings.from(spec).bufferBytes() + "b");
            int failed = 0;
            for (int trial = 1; trial <= trials; trial++) {
                Files.deleteIfExists(folder.resolve("result.properties"));
                double loadBefore = Environment.loadAverage();
                int exit = ReferenceJvm.run(java, classpath, folder, configFile, spec.get(ControllerSettings.HEAP_BYTES),
                        spec.get(NodeSettings.SEED), properties);
                if (exit != 0 || !Files.exists(folder.resolve("result.properties"))) {
                    cli.getErr().println("lab reference run: trial " + trial + " failed (exit " + exit + "): "
                            + firstFailure(folder.resolve("reference.log")) + (workDir == null
                                    ? " (give --work-dir to keep its reference.log)" : "; see " + folder.resolve("reference.log")));
                    failed++;
                    continue;
                }
                Map<String, String> row = ReferenceRow.of(chosen, spec,
                        ReferenceRow.readResults(folder.resolve("result.properties")), expected, runId, trial,
                        Environment.ofTrial(loadBefore, Environment.fileSystemType(folder)));
                ReferenceRow.append(results, row);
                print(stdout, row, Workload.of(spec).indices().size());
            }
            return failed;
        }

        private static String firstFailure(Path log) throws IOException {
            if (!Files.exists(log)) {
                return "no output";
            }
            try (var lines = Files.lines(log, StandardCharsets.UTF_8)) {
                return lines.filter(l -> l.startsWith("reference trial failed") || l.startsWith("Error")
                        || l.contains("Exception")).findFirst().orElse("no failure line");
            }
        }

        /** The row's key figures, under their column names: the trial, then its flushes and segments. */
        private static void print(PrintWriter out, Map<String, String> row, int indices) {
            printColumns(out, row, List.of("engine", "docs", "shards", "buffer", "write_threads", "mapping",
                    ReferenceRow.MAPPING_UPDATES, "docs_per_s", "docs_verified", "status"));
            printColumns(out, row, List.of("flushes", "flushes_by_controller", "flushes_by_refresh",
                    "flushes_by_lucene", "flushes_by_commit", "controller_writes", "flushed_segment_mb_p50",
                    "refreshes", "merges", "merged_bytes", "segment_count_final"));
            if (indices > 1) {
                out.println("(node totals over " + indices + " indices; per index in result.properties)");
            }
            out.flush();
        }

        private static void printColumns(PrintWriter out, Map<String, String> row, List<String> shown) {
            StringBuilder header = new StringBuilder();
            StringBuilder values = new StringBuilder();
            for (String column : shown) {
                int width = Math.max(column.length(), row.get(column).length()) + 2;
                header.append(String.format("%-" + width + "s", column));
                values.append(String.format("%-" + width + "s", row.get(column)));
            }
            out.printf("%n%s%n%s%n", header.toString().stripTrailing(), values.toString().stripTrailing());
        }
    }
}
