package ingestlab.cli;

import ingestlab.catalog.LabSettings;
import ingestlab.workload.Workload;
import ingestlab.reference.Engine;
import ingestlab.reference.RefreshPool;
import ingestlab.reference.ReferenceSettings;
import ingestlab.reference.ReferenceTrials;
import ingestlab.results.ResultFiles;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Setting;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code lab reference run --engine es-8.10.4|es-8.11.4|os-2.19.6[,...] [lab run options]}: the lab run's workload
 * through a real Elasticsearch or OpenSearch node's shards and indexing memory controller, in a JVM of its own (the optional lab-reference module,
 * docs/reference.md), one row per trial in the lab's column names. The trials are lab-core's
 * ({@link ReferenceTrials}); this command parses, refuses bad input before anything is written, and prints.
 */
@Command(name = "reference", mixinStandardHelpOptions = true,
        description = "The same workload through real Elasticsearch 8.10/8.11 or OpenSearch 2.19 shards "
                + "(docs/reference.md).",
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
            description = {"Index the lab run's documents (same seed and order) into real Elasticsearch or OpenSearch "
                    + "shards under a real IndexingMemoryController, in a forked JVM, and append one row per trial.",
                "Settings without a counterpart in the real node are refused (docs/reference.md)."})
    static final class Run implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec commandSpec;

        @Option(names = "--engine", required = true, paramLabel = "ENGINE", split = ",",
                description = "es-8.10.4 (full refresh of the largest shard), es-8.11.4 (flushNextBuffer, "
                        + "round-robin) or os-2.19.6 (as 8.10), or several as a comma list: each runs its trials in "
                        + "turn, on the same documents.")
        List<String> engines;

        @Option(names = "--trials", paramLabel = "N", defaultValue = "1", description = "Trials, each a fresh JVM.")
        int trials;

        @Option(names = "--refresh-pool", paramLabel = "WHERE", defaultValue = "separate",
                converter = RefreshPools.class, completionCandidates = RefreshPools.class,
                description = "Where the harness runs each index's scheduled refresh: ${COMPLETION-CANDIDATES}. "
                        + "separate: a thread of its own, as every earlier reference row; shared: the node's refresh "
                        + "pool, beside the controller's writes, as a node runs it (docs/reference.md).")
        RefreshPool refreshPool;

        @Option(names = "--out", paramLabel = "FILE", description = "CSV file to append one row per trial to "
                + "(default: reports/runs/reference.csv in the lab's folder).")
        Path out;

        @Option(names = "--work-dir", paramLabel = "DIR", description = "Where the documents and shards are written, "
                + "and kept (default: a fresh temporary folder, deleted afterwards, also when a trial fails or the "
                + "run is stopped).")
        Path workDir;

        @Override
        public Integer call() throws IOException, InterruptedException {
            CommandLine cli = commandSpec.commandLine();
            List<Engine> chosen = engines(cli);
            if (trials <= 0) {
                throw BadInput.option(cli, "--trials", "'" + trials + "' is not allowed (must be at least 1)");
            }
            ExperimentSpec spec = SettingOptions.withSettingsGiven(cli, LabSettings.defaults());
            List<Setting<?>> given = given(cli);
            for (Engine engine : chosen) {
                String refusal = ReferenceSettings.refusal(engine, spec, given);
                if (refusal != null) {
                    throw new CommandLine.ParameterException(cli, refusal);
                }
            }
            Path results = out != null ? out : LabHome.path().resolve("reports/runs/reference.csv");
            ResultFiles files;
            try {
                files = ReferenceTrials.openResults(results);
            } catch (IOException e) {
                throw BadInput.output(cli, "--out", results, e);
            }
            try (files) {
                String unbuilt = ReferenceTrials.unbuilt(chosen, LabHome.path());
                if (unbuilt != null) {
                    throw new CommandLine.ParameterException(cli, unbuilt);
                }
                files.notes().forEach(cli.getOut()::println);
                ReferenceTrials.Summary summary = ReferenceTrials.run(new ReferenceTrials.Plan(chosen, trials, spec,
                        workDir, LabHome.path(), refreshPool), files, new ReferencePrinter(cli.getOut(), cli.getErr(),
                        Workload.of(spec).indices().size()));
                PrintWriter stdout = cli.getOut();
                stdout.printf("%nAppended %d row%s to %s%n", summary.rows(), summary.rows() == 1 ? "" : "s", results);
                stdout.flush();
                return summary.failed() > 0 ? OneLineErrors.FAILED : 0;
            }
        }

        private List<Engine> engines(CommandLine cli) {
            Set<Engine> chosen = new LinkedHashSet<>();
            for (String engine : engines) {
                Engine e = BadInput.checkOption(cli, "--engine", () -> Engine.of(engine));
                if (!chosen.add(e)) {
                    throw BadInput.option(cli, "--engine", "'" + String.join(",", engines) + "' names " + e.label()
                            + " twice");
                }
            }
            return List.copyOf(chosen);
        }

        /** {@code --refresh-pool}'s values, from {@link RefreshPool}'s declaration. */
        static final class RefreshPools extends NamedOption<RefreshPool> {
            RefreshPools() {
                super(RefreshPool.class);
            }
        }

        /** The settings the command line gave, in declaration order. */
        private static List<Setting<?>> given(CommandLine cli) {
            List<Setting<?>> given = new ArrayList<>();
            for (Setting<?> setting : LabSettings.options()) {
                if (cli.getParseResult().hasMatchedOption(setting.option())) {
                    given.add(setting);
                }
            }
            return given;
        }
    }
}
