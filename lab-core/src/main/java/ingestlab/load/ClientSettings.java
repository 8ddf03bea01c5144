package ingestlab.load;

import static ingestlab.settings.Scope.NODE;
import static ingestlab.settings.SettingBuilder.AT_LEAST_ONE;

import ingestlab.node.NodeSettings;
import ingestlab.settings.Parsers;
import ingestlab.settings.Setting;

/** The clients' settings: how many documents they send, in bulks of what size, from how many threads. */
public final class ClientSettings {
    private ClientSettings() {}

    public static final Setting<Long> DOCS = Setting.of("docs", NODE, Parsers::wholeNumber)
            .label("N").defaultText("100000").bound(n -> n >= 1, AT_LEAST_ONE)
            .describe("Documents to index (the corpus is cycled with fresh ids).")
            .build();
    // Rally's default bulk-indexing clients.
    public static final Setting<Integer> THREADS = Setting.of("threads", NODE, Parsers::integer)
            .label("N").derivedDefault("8", v -> v.get(NodeSettings.DETERMINISTIC) ? 1 : 8)
            .bound(n -> n >= 1, AT_LEAST_ONE)
            .bound(n -> n <= NodeSettings.MAX_THREADS, "is too many (at most " + NodeSettings.MAX_THREADS
                    + ": each client is a thread: beyond this the run measures the scheduler, not indexing)")
            .describe("Client threads sending bulks.")
            .build();
    // A ~1 MB bulk of Europarl documents.
    public static final Setting<Integer> BULK_SIZE = Setting.of("bulk_size", NODE, Parsers::integer)
            .label("DOCS").defaultText("1000").bound(n -> n >= 1, AT_LEAST_ONE)
            .bound(n -> n <= 1_000_000, "is too many (at most 1000000: a bulk is held in memory whole)")
            .describe("Documents per bulk.")
            .build();
    public static final Setting<Boolean> SKIP_BAD = Setting.of("skip_bad", NODE, Boolean::parseBoolean)
            .flag().defaultText("false").notAColumn()
            .describe("Count unreadable or unindexable documents (bad_docs) instead of failing on the first.")
            .build();
}
