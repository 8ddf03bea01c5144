package ingestlab.cli;

import ingestlab.buffer.FlushMode;
import ingestlab.buffer.ShardSelector;
import ingestlab.data.Dataset;
import ingestlab.codec.StoredFieldsLayout;
import ingestlab.codec.ZstdLevels;
import ingestlab.data.IdMode;
import ingestlab.mapping.MappingFile;
import ingestlab.mapping.MappingMode;
import ingestlab.experiment.ExperimentRunner;
import ingestlab.metrics.FetchProbe;
import ingestlab.report.TrialSummary;
import ingestlab.results.ResultsCsv;
import ingestlab.results.TrialResult;
import ingestlab.spec.BufferSize;
import ingestlab.spec.ByteSize;
import ingestlab.spec.ExperimentSpec;
import ingestlab.spec.Factor;
import ingestlab.spec.Interval;
import ingestlab.writer.CodecChoice;
import ingestlab.writer.MergePolicyChoice;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code lab run}: one experiment, N trials, a table on stdout and a row per trial appended to {@code --out}. */
@Command(name = "run", mixinStandardHelpOptions = true, showDefaultValues = true, sortOptions = false,
        defaultValueProvider = SpecDefaults.class,
        description = {
            "Index a dataset into N shards that share one node-wide indexing buffer, reclaimed as Elasticsearch "
                    + "reclaims it, and append one CSV row per trial.",
            "Defaults are Elasticsearch 8.11+ out of the box where it has one."})
final class RunCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @Option(names = "--dataset", paramLabel = "NAME", description = "Dataset to index: a name from 'lab datasets', "
            + "linedocs:PATH or ndjson:PATH (plain, .gz or .bz2).")
    Dataset dataset;

    @Option(names = "--mapping", paramLabel = "MODE", completionCandidates = Converters.MappingModes.class,
            description = "How source fields become Lucene fields: ${COMPLETION-CANDIDATES} (Elasticsearch dynamic "
                    + "mapping: strings become text + .keyword).")
    MappingMode mapping;

    @Option(names = "--mapping-file", paramLabel = "FILE", description = "Elasticsearch mapping JSON (properties with "
            + "text, keyword, long, integer, short, byte, double, float, scaled_float, date, boolean, ip, geo_point) "
            + "replacing the dataset's declared types; needed by ndjson:PATH with --mapping explicit.")
    MappingFile mappingFile;

    @Option(names = "--ids", paramLabel = "MODE", completionCandidates = Converters.IdModes.class,
            description = "auto: append with addDocument; explicit: softUpdateDocument on the id (a lookup). "
                    + "${COMPLETION-CANDIDATES}.")
    IdMode ids;

    @Option(names = "--update-ratio", paramLabel = "R", description = "Fraction of documents re-sent with an id "
            + "already indexed, which replaces it (needs --ids explicit).")
    double updateRatio;

    @Option(names = "--skip-bad", description = "Count unreadable or unindexable documents (bad_docs) instead of "
            + "failing on the first.")
    boolean skipBad;

    @Option(names = "--docs", paramLabel = "N", description = "Documents to index (the corpus is cycled with fresh ids).")
    long docs;

    @Option(names = "--shards", paramLabel = "N", description = "Shards (IndexWriters) on the node.")
    int shards;

    @Option(names = "--threads", paramLabel = "N", description = "Client threads sending bulks.")
    int threads;

    @Option(names = "--write-threads", paramLabel = "N", description = "The node's write thread pool: at most this "
            + "many threads index at once, whatever the clients (Elasticsearch: allocated processors).")
    int writeThreads;

    @Option(names = "--write-queue", paramLabel = "N", description = "Shard-level requests the write pool queues; a "
            + "full queue rejects and the client retries (bulk_rejections).")
    int writeQueue;

    @Option(names = "--shard-skew", paramLabel = "S", description = "0: route by id hash, as one index; above 0, "
            + "shard i gets a document with probability proportional to 1/(i+1)^S, like data streams of different "
            + "volume on one node.")
    double shardSkew;

    @Option(names = "--deterministic", description = "Repeatable segments (luceneutil's nightly check): one client, "
            + "one write thread, serial merges, controller checks by indexed bytes only, no scheduled refresh.")
    boolean deterministic;

    @Option(names = "--bulk-size", paramLabel = "DOCS", description = "Documents per bulk.")
    int bulkSize;

    @Option(names = "--flush", paramLabel = "MODE", completionCandidates = Converters.FlushModes.class,
            description = "How the controller reclaims a shard's buffer: ${COMPLETION-CANDIDATES}.")
    FlushMode flush;

    @Option(names = "--selector", paramLabel = "ORDER", completionCandidates = Converters.Selectors.class,
            description = "Order in which over-budget shards are picked: ${COMPLETION-CANDIDATES}.")
    ShardSelector selector;

    @Option(names = "--buffer", paramLabel = "SIZE", description = "Node-wide indexing buffer: %% of max heap "
            + "(at least 48mb) or a size such as 256mb.")
    BufferSize buffer;

    @Option(names = "--controller-interval", paramLabel = "DURATION",
            description = "Period of the controller's scheduled check (it also checks every buffer/128 bytes indexed).")
    Interval controllerInterval;

    @Option(names = "--merge-policy", paramLabel = "POLICY", completionCandidates = Converters.MergePolicies.class,
            description = "Merge policy, with Elasticsearch's parameters: ${COMPLETION-CANDIDATES}.")
    MergePolicyChoice mergePolicy;

    @Option(names = "--merge-threads", paramLabel = "N", description = "Merge threads per shard; default "
            + "max(1, min(4, cores/2)).")
    int mergeThreads;

    @Option(names = "--merge-count", paramLabel = "N", description = "Max merges per shard before indexing is "
            + "throttled; default merge threads + 5.")
    Integer mergeCount;

    @Option(names = "--codec", paramLabel = "CODEC", completionCandidates = Converters.Codecs.class,
            description = "Stored-fields codec: ${COMPLETION-CANDIDATES} (lz4 is an alias of default, deflate of "
                    + "best-compression). See docs/codecs.md.")
    CodecChoice codec;

    @Option(names = "--codec-level", paramLabel = "LEVEL", showDefaultValue = CommandLine.Help.Visibility.NEVER,
            description = "Compression level of the zstd codecs, " + ZstdLevels.MIN + " to " + ZstdLevels.MAX
                    + " (default " + ZstdLevels.DEFAULT + "); not allowed with default/lz4 or best-compression/deflate.")
    Integer codecLevel;

    @Option(names = "--refresh", paramLabel = "DURATION", description = "Scheduled refresh interval, or off. Giving it "
            + "explicitly turns search-idle off, as in Elasticsearch.")
    Interval refresh;

    @Option(names = "--search-idle", paramLabel = "DURATION", description = "With the default refresh, shards skip "
            + "scheduled refreshes after this long without searches (the lab never searches); or off.")
    Interval searchIdle;

    @Option(names = "--seed", paramLabel = "N", description = "Seed for every random choice.")
    long seed;

    @Option(names = "--measure-fetch", description = "After indexing, time fetching " + FetchProbe.SAMPLE
            + " random stored documents (after " + FetchProbe.WARMUP + " untimed) and report fetch_us_per_doc.")
    boolean measureFetch;

    @Option(names = "--trials", paramLabel = "N", defaultValue = "1", description = "Trials of the same experiment.")
    int trials;

    @Option(names = "--out", paramLabel = "FILE", description = "CSV file to append one row per trial to "
            + "(default: reports/runs/results.csv in the lab's folder).")
    Path out;

    @Option(names = "--work-dir", paramLabel = "DIR", description = "Where shard indexes are written (default: a "
            + "fresh temporary folder).")
    Path workDir;

    @Option(names = "--keep-index", description = "Keep (and commit) each trial's index instead of deleting it.")
    boolean keepIndex;

    @Option(names = "--quiet", description = "No progress bar.")
    boolean quiet;

    @Override
    public Integer call() throws IOException, InterruptedException {
        ExperimentSpec spec = buildSpec();
        ResultsCsv csv = openResults();
        PrintWriter stdout = commandSpec.commandLine().getOut();
        stdout.print(describe(spec));
        stdout.flush();

        ExperimentRunner runner = new ExperimentRunner(workDir, keepIndex);
        List<TrialResult> results = runner.run(spec, trials, csv,
                quiet ? ingestlab.experiment.ProgressListener.NONE : new ConsoleProgress(commandSpec.commandLine().getErr()));

        stdout.println();
        stdout.print(TrialSummary.render(results));
        long failed = results.stream().filter(r -> !r.ok()).count();
        stdout.printf("%nAppended %d row%s to %s%n", results.size(), results.size() == 1 ? "" : "s", csv.path());
        stdout.flush();
        if (failed > 0) {
            PrintWriter err = commandSpec.commandLine().getErr();
            results.stream().filter(r -> !r.ok())
                    .forEach(r -> err.println("lab run: trial " + r.trial() + " failed: " + r.error()));
            err.flush();
            return OneLineErrors.FAILED;
        }
        return 0;
    }

    private ExperimentSpec buildSpec() {
        if (trials <= 0) {
            throw bad("--trials", "'" + trials + "' is not allowed (must be at least 1)");
        }
        ExperimentSpec.Builder builder = ExperimentSpec.defaults()
                .dataset(dataset).mapping(mapping).mappingFile(mappingFile).ids(ids).updateRatio(updateRatio)
                .skipBad(skipBad).docs(docs).shards(shards).threads(threads).writeThreads(writeThreads)
                .writeQueue(writeQueue).shardSkew(shardSkew).bulkSize(bulkSize)
                .flushMode(flush).selector(selector).buffer(buffer).controllerInterval(controllerInterval)
                .mergePolicy(mergePolicy).mergeThreads(mergeThreads).mergeCount(mergeCount).codec(codec)
                .codecLevel(codecLevel).searchIdle(searchIdle).seed(seed).measureFetch(measureFetch);
        // As in Elasticsearch, search-idle applies only while the refresh interval is left at its default.
        CommandLine.ParseResult parsed = commandSpec.commandLine().getParseResult();
        if (parsed.hasMatchedOption("--refresh")) {
            builder.refresh(refresh);
        }
        if (deterministic) {
            for (String fixed : List.of("--threads", "--write-threads", "--refresh")) {
                if (parsed.hasMatchedOption(fixed)) {
                    throw bad("--deterministic", "it fixes " + fixed + " itself (one client, one write thread, no "
                            + "scheduled refresh); drop " + fixed);
                }
            }
            builder.deterministic(true);
        }
        try {
            return builder.build();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(commandSpec.commandLine(), e.getMessage());
        }
    }

    private ResultsCsv openResults() {
        Path path = out != null ? out : LabHome.path().resolve("reports/runs/results.csv");
        try {
            return ResultsCsv.open(path);
        } catch (IOException e) {
            throw bad("--out", "'" + path + "': " + e.getMessage());
        }
    }

    private CommandLine.ParameterException bad(String option, String detail) {
        return new CommandLine.ParameterException(commandSpec.commandLine(),
                "Invalid value for option '" + option + "': " + detail);
    }

    /** The resolved settings, printed before the run so the output explains itself. */
    static String describe(ExperimentSpec spec) {
        StringBuilder text = new StringBuilder("Settings (resolved):\n");
        for (Factor factor : Factor.values()) {
            text.append(String.format("  %-24s %s%n", factor.column(), factor.value(spec)));
        }
        text.append(String.format("  buffer is %s of a %s heap; refreshes %s%n", ByteSize.human(spec.bufferBytes()),
                ByteSize.human(spec.heapBytes()), refreshNote(spec)));
        StoredFieldsLayout storedFields = spec.codec().storedFields(spec.codecLevel());
        text.append(String.format("  stored fields: %s, chunks of %s or %d docs; fetch timing %s%n", storedFields.mode(),
                ByteSize.human(storedFields.chunkBytes()), storedFields.maxDocsPerChunk(),
                spec.measureFetch() ? "on" : "off"));
        return text.toString();
    }

    private static String refreshNote(ExperimentSpec spec) {
        if (spec.refresh().isOff()) {
            return "off";
        }
        return "every " + spec.refresh() + (spec.searchIdle().isOff() ? ""
                : " until shards go search-idle after " + spec.searchIdle());
    }
}
