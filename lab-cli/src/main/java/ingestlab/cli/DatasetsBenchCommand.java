package ingestlab.cli;

import ingestlab.catalog.SettingRules;
import ingestlab.data.Dataset;
import ingestlab.mapping.FeedSpeed;
import ingestlab.mapping.MappingFile;
import ingestlab.mapping.MappingMode;
import ingestlab.report.MarkdownTable;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** {@code lab datasets bench}: how fast one thread produces a dataset's documents, with and without mapping. */
@Command(name = "bench", mixinStandardHelpOptions = true, showDefaultValues = true,
        description = {"Measure how fast one thread produces a dataset's documents: the feed alone, and the feed plus "
                + "mapping to Lucene fields.",
            "Compare with a run's docs_per_s: the feed must be far faster than indexing."})
final class DatasetsBenchCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "NAME", description = "Dataset name, linedocs:PATH or ndjson:PATH.")
    Dataset dataset;

    @Option(names = "--docs", paramLabel = "N", defaultValue = "200000", description = "Documents to time.")
    long docs;

    @Option(names = "--warmup", paramLabel = "N", defaultValue = "50000", description = "Documents produced "
            + "first, untimed, so the JIT has compiled the feed.")
    long warmup;

    @Option(names = "--trials", paramLabel = "N", defaultValue = "3", description = "Timed repetitions.")
    int trials;

    @Option(names = "--mapping", paramLabel = "MODE", defaultValue = "explicit",
            completionCandidates = Converters.MappingModes.class, description = "${COMPLETION-CANDIDATES}.")
    MappingMode mapping;

    @Option(names = "--mapping-file", paramLabel = "FILE", description = "Elasticsearch mapping JSON.")
    MappingFile mappingFile;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "42", description = "Seed of generated documents.")
    long seed;

    @Override
    public Integer call() throws IOException {
        for (String option : List.of("--docs", "--trials", "--warmup")) {
            long value = option.equals("--docs") ? docs : option.equals("--trials") ? trials : warmup;
            long least = option.equals("--warmup") ? 0 : 1;
            if (value < least) {
                throw BadInput.option(spec.commandLine(), option, "'" + value + "' is not allowed (must be at least "
                        + least + ")");
            }
        }
        try {
            SettingRules.checkMapping(dataset, mapping, mappingFile);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        MarkdownTable table = new MarkdownTable(List.of("trial", "docs", "feed docs/s", "feed MiB/s",
                "feed + mapping docs/s", "avg bytes"));
        for (int trial = 1; trial <= trials; trial++) {
            FeedSpeed.Result r = FeedSpeed.measure(dataset, mapping, mappingFile, seed, trial == 1 ? warmup : 0, docs);
            table.row(List.of(Integer.toString(trial), Long.toString(r.docs()), fmt("%.0f", r.feedDocsPerSecond()),
                    fmt("%.2f", r.feedMibPerSecond()), fmt("%.0f", r.mappedDocsPerSecond()),
                    fmt("%.1f", r.averageSourceBytes())));
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("Single-thread speed of " + dataset.name() + ": the feed alone (what the clients share under one "
                + "lock) and the feed plus " + mapping.cliName() + " mapping to Lucene fields (done by each client "
                + "in parallel):");
        out.print(table.render());
        out.flush();
        return 0;
    }

    private static String fmt(String format, double value) {
        return String.format(Locale.ROOT, format, value);
    }
}
