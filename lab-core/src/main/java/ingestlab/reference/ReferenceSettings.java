package ingestlab.reference;

import ingestlab.node.NodeSettings;
import ingestlab.node.IndexSettings;
import ingestlab.metrics.FetchProbe;
import ingestlab.load.ClientSettings;
import ingestlab.buffer.ControllerSettings;
import ingestlab.workload.IndexSpec;
import ingestlab.workload.Workload;
import ingestlab.data.DataSettings;
import ingestlab.data.IdMode;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.settings.Setting;
import ingestlab.translog.Durability;
import ingestlab.translog.TranslogSettings;
import ingestlab.writer.CodecChoice;
import ingestlab.writer.MergePolicyChoice;
import ingestlab.writer.MergePolicySettings;
import ingestlab.writer.WriterSettings;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * How a lab run's settings map to a real node's ({@code lab reference run}, docs/reference.md), and which have no
 * counterpart there. The node's settings go under the engine's own keys (Elasticsearch's, which OpenSearch mostly keeps) into the trial's {@code reference.properties}
 * (the harness interprets nothing); a setting the node cannot honour is refused with one line.
 */
public final class ReferenceSettings {
    private ReferenceSettings() {}

    private static final int CPUS = Runtime.getRuntime().availableProcessors();
    /** Options a real node has no counterpart for, whatever their value. */
    private static final Set<Setting<?>> NO_COUNTERPART = Set.of(NodeSettings.DETERMINISTIC,
            WriterSettings.CODEC_LEVEL, ClientSettings.SKIP_BAD,
            FetchProbe.MEASURE_FETCH, NodeSettings.CRASH_AFTER, IndexSettings.SHARD_SKEW, NodeSettings.SEARCH_RATE);

    /**
     * The first setting given that the node cannot run as the lab means it, as a one-line reason; null when every
     * setting maps. {@code given} holds the settings the command line set.
     */
    public static String refusal(Engine engine, ExperimentSpec spec, List<Setting<?>> given) {
        for (Setting<?> setting : given) {
            if (NO_COUNTERPART.contains(setting)) {
                return setting.option() + ": the reference node has no counterpart (it runs no query load, skew, "
                        + "fetch probe or crash, and no codec level)";
            }
        }
        int writeThreads = spec.get(NodeSettings.WRITE_THREADS);
        if (writeThreads > CPUS) {
            // The write threads are the node's processors (properties below), which Elasticsearch bounds by the
            // machine's: EsExecutors.NODE_PROCESSORS_SETTING, "must be <= " availableProcessors.
            return NodeSettings.WRITE_THREADS.option() + " " + writeThreads + ": the reference node runs them "
                    + "as node.processors, which Elasticsearch allows up to this machine's " + CPUS + " CPUs";
        }
        if (given.contains(ControllerSettings.FLUSH_MODE)
                && spec.get(ControllerSettings.FLUSH_MODE) != engine.flushMode()
                || given.contains(ControllerSettings.SELECTOR)
                && spec.get(ControllerSettings.SELECTOR) != engine.selector()) {
            return "--flush-mode/--selector: " + engine.label() + " reclaims with " + engine.flushMode().cliName()
                    + " + " + engine.selector().cliName() + " only";
        }
        if (given.contains(ControllerSettings.DISPATCH) && spec.get(ControllerSettings.DISPATCH) != engine.dispatch()) {
            return ControllerSettings.DISPATCH.option() + ": " + engine.label() + "'s controller dispatches to "
                    + engine.dispatch().cliName() + " only";
        }
        if (given.contains(TranslogSettings.TRANSLOG) && spec.get(TranslogSettings.TRANSLOG) == Durability.NONE) {
            return "--translog none: a real node always writes a translog (give request or async)";
        }
        for (IndexSpec index : Workload.of(spec).indices()) {
            ExperimentSpec s = index.settings();
            String where = " (index " + index.name() + ")";
            if (s.get(IndexSettings.REPLICAS) != 0) {
                return "--replicas: the reference node runs primaries only" + where;
            }
            if (s.get(WriterSettings.CODEC) != CodecChoice.DEFAULT && s.get(WriterSettings.CODEC) != CodecChoice.BEST_COMPRESSION) {
                return "--codec " + s.get(WriterSettings.CODEC).cliName() + ": " + engine.label() + " has default and "
                        + "best-compression only" + where;
            }
            String missing = engine.harness() == Engine.Harness.OPENSEARCH ? openSearchLacks(s) : null;
            if (missing != null) {
                return missing + where;
            }
            if (!s.get(IndexSettings.SEARCH_IDLE_MS).isOff() && s.get(IndexSettings.REFRESH_INTERVAL_MS).millis() != 1000) {
                return "--refresh-interval with --search-idle: Elasticsearch turns search-idle off once the refresh "
                        + "interval is set" + where;
            }
            try {
                ReferenceMapping.of(s);
            } catch (IllegalArgumentException e) {
                return e.getMessage();
            }
        }
        return null;
    }

    /**
     * What OpenSearch 2.19 lacks of an index's settings, in one line; null when it has them all: it has no
     * {@code index.translog.flush_threshold_age} (Elasticsearch 8's).
     */
    private static String openSearchLacks(ExperimentSpec s) {
        if (!TranslogSettings.TRANSLOG_FLUSH_AGE_MS.isDefaultIn(s)) {
            return TranslogSettings.TRANSLOG_FLUSH_AGE_MS.option() + ": OpenSearch 2.19 has no flush by translog age";
        }
        return null;
    }

    /** The trial's {@code reference.properties} for {@code engine}: the clients, the node's settings and each index's. */
    static Properties properties(Engine engine, ExperimentSpec spec) {
        Properties p = new Properties();
        p.setProperty("clients", Integer.toString(spec.get(ClientSettings.THREADS)));
        p.setProperty("bulk_size", Integer.toString(spec.get(ClientSettings.BULK_SIZE)));
        int writeThreads = spec.get(NodeSettings.WRITE_THREADS);
        node(p, "node.processors", Integer.toString(writeThreads));
        node(p, "thread_pool.write.size", Integer.toString(writeThreads));
        node(p, "thread_pool.write.queue_size", Integer.toString(spec.get(NodeSettings.WRITE_QUEUE)));
        node(p, "indices.memory.index_buffer_size", ControllerSettings.from(spec).bufferBytes() + "b");
        node(p, "indices.memory.interval", spec.get(ControllerSettings.CONTROLLER_INTERVAL_MS).millis() + "ms");
        boolean syncEachRequest = true;
        List<IndexSpec> indices = Workload.of(spec).indices();
        for (int i = 0; i < indices.size(); i++) {
            ExperimentSpec s = indices.get(i).settings();
            String prefix = "index." + i + ".";
            p.setProperty(prefix + "name", indices.get(i).name());
            p.setProperty(prefix + "shards", Integer.toString(s.get(IndexSettings.SHARDS)));
            Interval refresh = s.get(IndexSettings.REFRESH_INTERVAL_MS);
            p.setProperty(prefix + "refresh_ms", Long.toString(refresh.isOff() ? 0 : refresh.millis()));
            // --ids auto: the lab appends without a lookup, as Elasticsearch does for the ids it generates; the
            // node is told the id was generated (an auto-generated-id timestamp), so it takes that path too.
            p.setProperty(prefix + "auto_ids", Boolean.toString(s.get(DataSettings.IDS) == IdMode.AUTO));
            String mapping = ReferenceMapping.of(s);
            if (mapping != null) {
                p.setProperty(prefix + "mapping", mapping); // none: the node maps dynamically, as the lab does
            }
            indexSettings(engine, s).forEach((key, value) -> p.setProperty(prefix + "setting." + key, value));
            syncEachRequest &= s.get(TranslogSettings.TRANSLOG) != Durability.ASYNC;
        }
        p.setProperty("sync_each_request", Boolean.toString(syncEachRequest));
        return p;
    }

    private static void node(Properties p, String key, String value) {
        p.setProperty("node." + key, value);
    }

    /** One index's settings in {@code engine}'s keys (the table in docs/reference.md). */
    static Map<String, String> indexSettings(Engine engine, ExperimentSpec s) {
        boolean openSearch = engine.harness() == Engine.Harness.OPENSEARCH;
        Map<String, String> es = new LinkedHashMap<>();
        Interval refresh = s.get(IndexSettings.REFRESH_INTERVAL_MS);
        Interval searchIdle = s.get(IndexSettings.SEARCH_IDLE_MS);
        if (refresh.isOff()) {
            es.put("index.refresh_interval", "-1");
        } else if (searchIdle.isOff()) {
            es.put("index.refresh_interval", refresh.millis() + "ms"); // explicit: no search-idle, as the lab's
        } else {
            es.put("index.search.idle.after", searchIdle.millis() + "ms");
        }
        MergePolicyChoice policy = s.get(WriterSettings.MERGE_POLICY);
        if (policy == MergePolicyChoice.NONE) {
            es.put("index.merge.enabled", "false");
        } else if (openSearch && policy == MergePolicyChoice.LOG_BYTE_SIZE) {
            // OpenSearch's log_byte_size (LogByteSizeMergePolicyProvider) has its own keys and defaults (factor 10,
            // 5gb): the lab's resolved values, always, so that it runs the policy the lab runs
            MergePolicySettings p = MergePolicySettings.from(s);
            es.put("index.merge.policy", "log_byte_size");
            es.put("index.merge.log_byte_size_policy.merge_factor", Integer.toString(p.mergeFactor()));
            es.put("index.merge.log_byte_size_policy.min_merge", p.floorSegment().bytes() + "b");
            es.put("index.merge.log_byte_size_policy.max_merge_segment", p.maxMergedSegment().bytes() + "b");
        } else {
            if (openSearch) {
                es.put("index.merge.policy", "tiered");
            } else {
                es.put("index.merge.policy.type", policy == MergePolicyChoice.TIERED ? "tiered" : "time_based");
            }
            for (Setting<?> parameter : MergePolicySettings.ALL) {
                if (!parameter.isDefaultIn(s)) { // the lab's keys are Elasticsearch's index.merge.policy.* names
                    es.put("index.merge.policy." + parameter.key(), parameter.text(s));
                }
            }
        }
        es.put("index.merge.scheduler.max_thread_count", Integer.toString(s.get(WriterSettings.MERGE_THREADS)));
        es.put("index.merge.scheduler.max_merge_count", Integer.toString(s.get(WriterSettings.MERGE_COUNT)));
        es.put("index.codec", s.get(WriterSettings.CODEC) == CodecChoice.BEST_COMPRESSION ? "best_compression" : "default");
        es.put("index.translog.durability", s.get(TranslogSettings.TRANSLOG) == Durability.ASYNC ? "async" : "request");
        es.put("index.translog.sync_interval", s.get(TranslogSettings.TRANSLOG_SYNC_INTERVAL_MS).millis() + "ms");
        es.put("index.translog.flush_threshold_size", s.get(TranslogSettings.TRANSLOG_FLUSH_THRESHOLD).bytes() + "b");
        if (!openSearch) {
            es.put("index.translog.flush_threshold_age", s.get(TranslogSettings.TRANSLOG_FLUSH_AGE_MS).millis() + "ms");
        }
        return es;
    }
}
