package ingestlab.node;

import static ingestlab.settings.Scope.NODE;
import static ingestlab.settings.SettingBuilder.AT_LEAST_ONE;

import ingestlab.buffer.ControllerSettings;
import ingestlab.workload.Workload;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.settings.NodeProcessors;
import ingestlab.settings.Parsers;
import ingestlab.settings.Setting;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What a node is built from: its folder, the write pool, the controller, the query load, and its indices; and the
 * node's own settings, declared here: its write pool, query load, seed and run switches.
 *
 * @param seed the node's seed, for every random choice the node makes (the controller's random selector)
 * @param controllerInterval the controller's scheduled check; {@link Interval#OFF} checks by indexed bytes only
 * @param searchRate searches per second of the query load, once {@link Node#startSearches} is called; 0 for none
 * @param crashAfter halt the JVM once this many documents were acknowledged ({@code --crash-after}); 0 never
 * @param indices the indices the node holds, in the workload's order
 */
public record NodeSettings(Path directory, int writeThreads, int writeQueue, ControllerSettings controller, long seed,
                           Interval controllerInterval, double searchRate, long crashAfter,
                           List<IndexSettings> indices) {
    private static final int PROCESSORS = Runtime.getRuntime().availableProcessors();
    /** Client or write threads. */
    public static final int MAX_THREADS = 4096;

    // Elasticsearch's write pool: size = allocated processors, queue 10,000 (8.x).
    public static final Setting<Integer> WRITE_THREADS = Setting.of("write_threads", NODE, Parsers::integer)
            .label("N").derivedDefault(Integer.toString(PROCESSORS),
                    v -> v.get(NodeSettings.DETERMINISTIC) ? 1 : v.get(NodeProcessors.PROCESSORS))
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
    public static final Setting<Long> CRASH_AFTER = Setting.of("crash_after", NODE, Parsers::wholeNumber)
            .label("N").defaultText("0").notAColumn().notSwept().bound(n -> n >= 0, "is not allowed (0 or more)")
            .describe("Halt the JVM abruptly (no close, no commit) once N documents were acknowledged; needs "
                    + "--keep-index and a --translog. Then: lab recover --work-dir DIR.")
            .build();

    public NodeSettings {
        indices = List.copyOf(indices);
    }

    public static NodeSettings from(ExperimentSpec spec, Path directory) {
        // --deterministic: no timer may change what the controller sees, so it checks by indexed bytes only.
        Interval tick = spec.get(DETERMINISTIC) ? Interval.OFF
                : spec.get(ControllerSettings.CONTROLLER_INTERVAL_MS);
        Workload workload = Workload.of(spec);
        List<IndexSettings> indices = new ArrayList<>();
        for (int i = 0; i < workload.indices().size(); i++) {
            // One index keeps its copies at the node's top, where lab recover and --check-index look for them.
            Path folder = workload.indices().size() == 1 ? directory
                    : NodeLayout.index(directory, workload.indices().get(i).name());
            indices.add(IndexSettings.from(workload.indices().get(i), i, folder));
        }
        return new NodeSettings(directory, spec.get(WRITE_THREADS),
                spec.get(WRITE_QUEUE), ControllerSettings.from(spec),
                spec.get(SEED),
                tick, spec.get(SEARCH_RATE), spec.get(CRASH_AFTER), indices);
    }

    /** The only index, for a node of one. */
    IndexSettings onlyIndex() {
        if (indices.size() != 1) {
            throw new IllegalStateException("the node holds " + indices.size() + " indices");
        }
        return indices.getFirst();
    }
}
