package ingestlab.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import ingestlab.catalog.SettingRules;
import ingestlab.data.Dataset;
import ingestlab.data.DatasetCatalog;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.data.SourceDoc;
import ingestlab.data.SourceFields;
import ingestlab.mapping.ExplicitMapping;
import ingestlab.mapping.FeedSpeed;
import ingestlab.mapping.MappingFile;
import ingestlab.mapping.MappingMode;
import ingestlab.report.MarkdownTable;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** {@code lab datasets}: list the datasets; {@code sample} and {@code bench} one of them. */
@Command(name = "datasets", mixinStandardHelpOptions = true, showDefaultValues = true,
        description = "List the datasets with their origin, average source size and fields.",
        subcommands = {DatasetsCommand.Sample.class, DatasetsCommand.Bench.class})
final class DatasetsCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Datasets declaring more fields than this (a logs template's) are not listed field by field. */
    private static final int LISTED_FIELDS = 40;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "42", description = "Seed of the generated documents.")
    long seed;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        for (Dataset dataset : DatasetCatalog.builtIn()) {
            List<String> fields = ExplicitMapping.declaredBy(dataset).describe();
            SourceFields.Averages averages = SourceFields.averages(dataset, seed, 2000);
            out.printf(Locale.ROOT, "%s%n  %s%n  origin: %s%n  average source: %.0f bytes (first 2,000 docs)%n"
                    + "  fields: %d declared, %.0f filled per document%n", dataset.name(), dataset.description(),
                    dataset.origin(), averages.sourceBytes(), fields.size(), averages.fields());
            if (fields.size() > LISTED_FIELDS) {
                out.println("    (an Elasticsearch template's fields; `lab datasets sample " + dataset.name()
                        + "` shows documents)");
            } else {
                fields.forEach(field -> out.println("    " + field));
            }
            out.println();
        }
        out.println("Your own files: --dataset linedocs:PATH (title<TAB>date<TAB>body) or ndjson:PATH (one JSON "
                + "object per line, with --mapping-file or --mapping dynamic); plain, .gz or .bz2.");
        out.flush();
        return 0;
    }

    @Command(name = "sample", mixinStandardHelpOptions = true, showDefaultValues = true,
            description = "Print a dataset's first documents as JSON, one per line.")
    static final class Sample implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(paramLabel = "NAME", description = "Dataset name, linedocs:PATH or ndjson:PATH.")
        Dataset dataset;

        @Option(names = {"-n", "--count"}, paramLabel = "N", defaultValue = "5", description = "Documents to print.")
        int count;

        @Option(names = "--seed", paramLabel = "N", defaultValue = "42", description = "Seed of generated documents.")
        long seed;

        @Override
        public Integer call() throws IOException {
            if (count <= 0) {
                throw BadInput.option(spec.commandLine(), "--count",
                        "'" + count + "' is not allowed (must be at least 1)");
            }
            ObjectMapper json = new ObjectMapper();
            PrintWriter out = spec.commandLine().getOut();
            try (DocFeed feed = dataset.open(FeedOptions.seeded(seed))) {
                for (int i = 0; i < count; i++) {
                    SourceDoc doc = feed.next();
                    out.println(doc.json() != null ? new String(doc.json(), StandardCharsets.UTF_8)
                            : json.writeValueAsString(doc.source()));
                }
            }
            out.flush();
            return 0;
        }
    }

    @Command(name = "bench", mixinStandardHelpOptions = true, showDefaultValues = true,
            description = {"Measure how fast one thread produces a dataset's documents: the feed alone, and the feed plus "
                    + "mapping to Lucene fields.",
                "Compare with a run's docs_per_s: the feed must be far faster than indexing."})
    static final class Bench implements Callable<Integer> {
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
}
