package ingestlab.catalog;

import static ingestlab.buffer.ControllerSettings.BUFFER;
import static ingestlab.buffer.ControllerSettings.BUFFER_BYTES;
import static ingestlab.buffer.ControllerSettings.CONTROLLER_INTERVAL_MS;
import static ingestlab.buffer.ControllerSettings.DISPATCH;
import static ingestlab.buffer.ControllerSettings.FLUSH_MODE;
import static ingestlab.buffer.ControllerSettings.HEAP_BYTES;
import static ingestlab.buffer.ControllerSettings.SELECTOR;
import static ingestlab.data.DataSettings.DATASET;
import static ingestlab.data.DataSettings.IDS;
import static ingestlab.data.DataSettings.UPDATE_RATIO;
import static ingestlab.mapping.CalibrationCost.CALIBRATION_COST;
import static ingestlab.load.ClientSettings.BULK_SIZE;
import static ingestlab.load.ClientSettings.DOCS;
import static ingestlab.load.ClientSettings.SKIP_BAD;
import static ingestlab.load.ClientSettings.THREADS;
import static ingestlab.mapping.MappingSettings.MAPPING;
import static ingestlab.mapping.MappingSettings.MAPPING_FILE;
import static ingestlab.metrics.FetchProbe.MEASURE_FETCH;
import static ingestlab.node.IndexSettings.REFRESH_INTERVAL_MS;
import static ingestlab.node.IndexSettings.REPLICAS;
import static ingestlab.node.IndexSettings.SEARCH_IDLE_MS;
import static ingestlab.node.IndexSettings.SHARDS;
import static ingestlab.node.IndexSettings.SHARD_SKEW;
import static ingestlab.node.NodeSettings.CRASH_AFTER;
import static ingestlab.node.NodeSettings.DETERMINISTIC;
import static ingestlab.node.NodeSettings.SEARCH_RATE;
import static ingestlab.node.NodeSettings.SEED;
import static ingestlab.node.NodeSettings.WRITE_QUEUE;
import static ingestlab.node.NodeSettings.WRITE_THREADS;
import static ingestlab.search.SearchSettings.SEARCH_BENCH;
import static ingestlab.search.SearchSettings.SEARCH_BENCH_AFTER_MERGE;
import static ingestlab.search.SearchSettings.SEARCH_QUERIES;
import static ingestlab.settings.Scope.NODE;
import static ingestlab.translog.TranslogSettings.TRANSLOG;
import static ingestlab.translog.TranslogSettings.TRANSLOG_FLUSH_AGE_MS;
import static ingestlab.translog.TranslogSettings.TRANSLOG_FLUSH_THRESHOLD;
import static ingestlab.translog.TranslogSettings.TRANSLOG_SYNC_INTERVAL_MS;
import static ingestlab.workload.WorkloadSettings.BATCH_DOCS;
import static ingestlab.workload.WorkloadSettings.BULK_MIX;
import static ingestlab.workload.WorkloadSettings.WORKLOAD;
import static ingestlab.workload.WorkloadSettings.WORKLOAD_HASH;
import static ingestlab.writer.MergePolicySettings.DELETES_PCT_ALLOWED;
import static ingestlab.writer.MergePolicySettings.FLOOR_SEGMENT;
import static ingestlab.writer.MergePolicySettings.MAX_MERGED_SEGMENT;
import static ingestlab.writer.MergePolicySettings.MAX_MERGE_AT_ONCE;
import static ingestlab.writer.MergePolicySettings.MERGE_FACTOR;
import static ingestlab.writer.MergePolicySettings.SEGMENTS_PER_TIER;
import static ingestlab.writer.WriterSettings.CODEC;
import static ingestlab.writer.WriterSettings.CODEC_LEVEL;
import static ingestlab.writer.WriterSettings.MERGE_COUNT;
import static ingestlab.writer.WriterSettings.MERGE_POLICY;
import static ingestlab.writer.WriterSettings.MERGE_THREADS;

import static ingestlab.settings.NodeProcessors.PROCESSORS;

import ingestlab.settings.Column;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Setting;
import ingestlab.settings.SettingCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Every setting of the lab, in the order of the result columns, and the lookup by name: the one list (Elasticsearch
 * keeps its built-in settings in one registry too, {@code ClusterSettings.BUILT_IN_CLUSTER_SETTINGS}, while each
 * component declares its own). Each setting is declared beside the code that reads it: data ({@code DataSettings}),
 * mapping ({@code MappingSettings}), search ({@code SearchSettings}), buffer ({@code ControllerSettings}), writer
 * ({@code WriterSettings}), translog ({@code TranslogSettings}), the node and its shards ({@code NodeSettings},
 * {@code IndexSettings}), the clients ({@code ClientSettings}), the workload ({@code WorkloadSettings}), the fetch probe
 * ({@code FetchProbe}); the label, which no component reads, here. Defaults are Elasticsearch 8.11+'s out of the
 * box wherever it has one; a comment by each names the Elasticsearch setting. Rules that tie settings together live in
 * {@link SettingRules}.
 */
public final class LabSettings {
    private LabSettings() {}

    // The A/A control's two levels: the same experiment under two names, so that their config hashes differ. No
    // component reads it: it names a configuration in this list, so it is declared here.
    public static final Setting<String> LABEL = Setting.of("label", NODE, text -> text)
            .label("TEXT").defaultText("").hashedOnlyWhenGiven()
            .describe("A name for the configuration that changes nothing but its config_hash and this column (an A/A "
                    + "control runs the same experiment under two labels).")
            .build();

    private static final List<Setting<?>> ALL = List.of(DATASET, MAPPING, MAPPING_FILE, IDS, UPDATE_RATIO, DOCS,
            SHARDS, REPLICAS, THREADS, WRITE_THREADS, WRITE_QUEUE, SHARD_SKEW, BULK_SIZE, FLUSH_MODE, SELECTOR, BUFFER,
            HEAP_BYTES, CONTROLLER_INTERVAL_MS, DISPATCH, MERGE_POLICY, MERGE_THREADS, MERGE_COUNT, CODEC, CODEC_LEVEL,
            REFRESH_INTERVAL_MS, SEARCH_IDLE_MS, SEARCH_RATE, SEARCH_BENCH, SEARCH_BENCH_AFTER_MERGE, SEARCH_QUERIES,
            TRANSLOG, TRANSLOG_SYNC_INTERVAL_MS, TRANSLOG_FLUSH_THRESHOLD, TRANSLOG_FLUSH_AGE_MS, DETERMINISTIC, SEED,
            WORKLOAD, BULK_MIX, BATCH_DOCS, SKIP_BAD, MEASURE_FETCH, CRASH_AFTER, LABEL,
            CALIBRATION_COST, PROCESSORS, FLOOR_SEGMENT, MAX_MERGED_SEGMENT, MERGE_FACTOR, SEGMENTS_PER_TIER,
            MAX_MERGE_AT_ONCE, DELETES_PCT_ALLOWED);

    /** The list as a {@link SettingCatalog}, which specs are built against. */
    private static final SettingCatalog CATALOG = new SettingCatalog() {
        @Override
        public List<Setting<?>> all() {
            return ALL;
        }

        @Override
        public Optional<Setting<?>> find(String name) {
            return LabSettings.find(name);
        }

        @Override
        public ExperimentSpec resolve(ExperimentSpec.Builder given) {
            return SettingRules.resolve(this, given);
        }
    };

    /** The lab's settings as a catalog, for what checks names against it (a workload's keys). */
    public static SettingCatalog catalog() {
        return CATALOG;
    }

    /** A spec builder with nothing given: every setting at its default. */
    public static ExperimentSpec.Builder defaults() {
        return new ExperimentSpec.Builder(CATALOG);
    }

    /** Every setting, in declaration order. */
    public static List<Setting<?>> all() {
        return ALL;
    }

    /** The settings users give as options, in column order. */
    public static List<Setting<?>> options() {
        return CATALOG.options();
    }

    /** The columns of a result row that describe the configuration, in order. */
    public static List<Column> columns() {
        List<Column> columns = new ArrayList<>();
        for (Setting<?> setting : ALL) {
            if (setting.isColumn()) {
                columns.add(setting);
            }
            if (setting == BUFFER) {
                columns.add(BUFFER_BYTES);
            }
            if (setting == WORKLOAD) {
                columns.add(WORKLOAD_HASH);
            }
        }
        return columns;
    }

    /** A setting by any of its names: key ({@code flush_mode}), option ({@code --flush-mode}) or an alias. */
    public static Optional<Setting<?>> find(String name) {
        String wanted = normalize(name);
        for (Setting<?> setting : ALL) {
            if (normalize(setting.key()).equals(wanted) || normalize(setting.option()).equals(wanted)
                    || setting.aliases().stream().map(LabSettings::normalize).anyMatch(wanted::equals)) {
                return Optional.of(setting);
            }
        }
        return Optional.empty();
    }

    private static String normalize(String name) {
        return name.trim().replaceFirst("^--", "").replace('-', '_');
    }
}
