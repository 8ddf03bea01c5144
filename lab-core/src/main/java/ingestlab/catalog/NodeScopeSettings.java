package ingestlab.catalog;

import static ingestlab.settings.Scope.NODE;
import static ingestlab.settings.SettingBuilder.AT_LEAST_ONE;

import ingestlab.metrics.FetchProbe;
import ingestlab.settings.NodeProcessors;
import ingestlab.settings.Parsers;
import ingestlab.settings.Setting;

/**
 * The node's own settings and its clients': how many documents, bulks and threads drive it, its write pool, query
 * load, seed and run switches. Their code (the node, its clients) sits above this catalog, and a declaration must sit
 * below the list that names it, so they are declared here rather than beside that code.
 */
public final class NodeScopeSettings {
    private NodeScopeSettings() {}

    private static final int PROCESSORS = Runtime.getRuntime().availableProcessors();
    /** Client or write threads. */
    static final int MAX_THREADS = 4096;

    public static final Setting<Long> DOCS = Setting.of("docs", NODE, Parsers::wholeNumber)
            .label("N").defaultText("100000").bound(n -> n >= 1, AT_LEAST_ONE)
            .describe("Documents to index (the corpus is cycled with fresh ids).")
            .build();
    // Rally's default bulk-indexing clients.
    public static final Setting<Integer> THREADS = Setting.of("threads", NODE, Parsers::integer)
            .label("N").derivedDefault("8", v -> v.get(NodeScopeSettings.DETERMINISTIC) ? 1 : 8)
            .bound(n -> n >= 1, AT_LEAST_ONE)
            .bound(n -> n <= MAX_THREADS, "is too many (at most " + MAX_THREADS + ": each client is a thread: beyond "
                    + "this the run measures the scheduler, not indexing)")
            .describe("Client threads sending bulks.")
            .build();
    // Elasticsearch's write pool: size = allocated processors, queue 10,000 (8.x).
    public static final Setting<Integer> WRITE_THREADS = Setting.of("write_threads", NODE, Parsers::integer)
            .label("N").derivedDefault(Integer.toString(PROCESSORS),
                    v -> v.get(NodeScopeSettings.DETERMINISTIC) ? 1 : v.get(NodeProcessors.PROCESSORS))
            .bound(n -> n >= 1, AT_LEAST_ONE)
            .bound(n -> n <= MAX_THREADS, "is too many (at most " + MAX_THREADS + ": each write thread is a thread)")
            .describe("The node's write thread pool: at most this many threads index at once, whatever the clients "
                    + "(Elasticsearch: allocated processors).")
            .build();
    public static final Setting<Integer> WRITE_QUEUE = Setting.of("write_queue", NODE, Parsers::integer)
            .label("N").defaultText("10000").bound(n -> n >= 1, AT_LEAST_ONE)
            .describe("Shard-level requests the write pool queues; a full queue rejects and the client retries "
                    + "(bulk_rejections).")
            .build();
    // A ~1 MB bulk of Europarl documents.
    public static final Setting<Integer> BULK_SIZE = Setting.of("bulk_size", NODE, Parsers::integer)
            .label("DOCS").defaultText("1000").bound(n -> n >= 1, AT_LEAST_ONE)
            .bound(n -> n <= 1_000_000, "is too many (at most 1000000: a bulk is held in memory whole)")
            .describe("Documents per bulk.")
            .build();
    public static final Setting<Double> SEARCH_RATE = Setting.of("search_rate", NODE, Parsers::decimal)
            .label("QPS").defaultText("0.0").bound(r -> r >= 0 && r <= 1000, "is out of range (0 = no searches, up to "
                    + "1000 per second: the query load is meant to be light)")
            .describe("Searches per second on a thread of their own (a seeded term query from the terms of the "
                    + "dataset's first documents, and a match-all count, on one copy of every shard), which keep shards "
                    + "search-active; 0 = no searches.")
            .build();
    public static final Setting<Boolean> DETERMINISTIC = Setting.of("deterministic", NODE, Boolean::parseBoolean)
            .flag().defaultText("false")
            .describe("Repeatable segments (luceneutil's nightly check): one client, one write thread, serial merges, "
                    + "controller checks by indexed bytes only, no scheduled refresh.")
            .build();
    public static final Setting<Long> SEED = Setting.of("seed", NODE, Parsers::wholeNumber)
            .label("N").defaultText("42")
            .describe("Seed for every random choice.")
            .build();

    // Run switches: how a trial runs or what it records beyond its factors; no columns.
    public static final Setting<Boolean> SKIP_BAD = Setting.of("skip_bad", NODE, Boolean::parseBoolean)
            .flag().defaultText("false").notAColumn()
            .describe("Count unreadable or unindexable documents (bad_docs) instead of failing on the first.")
            .build();
    public static final Setting<Boolean> MEASURE_FETCH = Setting.of("measure_fetch", NODE, Boolean::parseBoolean)
            .flag().defaultText("false").notAColumn()
            .describe("After indexing, time fetching " + FetchProbe.SAMPLE + " random stored documents (after "
                    + FetchProbe.WARMUP + " untimed) and report fetch_us_per_doc.")
            .build();
    public static final Setting<Long> CRASH_AFTER = Setting.of("crash_after", NODE, Parsers::wholeNumber)
            .label("N").defaultText("0").notAColumn().notSwept().bound(n -> n >= 0, "is not allowed (0 or more)")
            .describe("Halt the JVM abruptly (no close, no commit) once N documents were acknowledged; needs "
                    + "--keep-index and a --translog. Then: lab recover --work-dir DIR.")
            .build();
    // The A/A control's two levels: the same experiment under two names, so that their config hashes differ.
    public static final Setting<String> LABEL = Setting.of("label", NODE, text -> text)
            .label("TEXT").defaultText("").hashedOnlyWhenGiven()
            .describe("A name for the configuration that changes nothing but its config_hash and this column (an A/A "
                    + "control runs the same experiment under two labels).")
            .build();
}
