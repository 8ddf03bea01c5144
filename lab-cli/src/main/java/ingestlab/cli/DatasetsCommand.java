package ingestlab.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import ingestlab.data.Dataset;
import ingestlab.data.DatasetCatalog;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.data.SourceDoc;
import ingestlab.data.SourceFields;
import ingestlab.mapping.ExplicitMapping;
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
        subcommands = {DatasetsCommand.Sample.class, DatasetsBenchCommand.class})
final class DatasetsCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Documents each average is taken over: enough for a stable size, few enough that the listing takes seconds. */
    private static final int AVERAGED_DOCS = 500;
    /** Datasets declaring more fields than this (a logs template's) are not listed field by field. */
    private static final int LISTED_FIELDS = 40;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "42", description = "Seed of the generated documents.")
    long seed;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        for (Dataset dataset : DatasetCatalog.builtIn()) {
            List<String> fields = ExplicitMapping.declaredBy(dataset).describe();
            SourceFields.Averages averages = SourceFields.averages(dataset, seed, AVERAGED_DOCS);
            out.printf(Locale.ROOT, "%s%n  %s%n  origin: %s%n  average source: %.0f bytes (first %,d docs)%n"
                    + "  fields: %d declared, %.0f filled per document%n", dataset.name(), dataset.description(),
                    dataset.origin(), averages.sourceBytes(), AVERAGED_DOCS, fields.size(), averages.fields());
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
}
