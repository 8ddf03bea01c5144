package ingestlab.catalog;

import static ingestlab.buffer.ControllerSettings.BUFFER;
import static ingestlab.buffer.ControllerSettings.HEAP_BYTES;
import static ingestlab.node.NodeSettings.CRASH_AFTER;
import static ingestlab.node.NodeSettings.DETERMINISTIC;
import static ingestlab.load.ClientSettings.DOCS;
import static ingestlab.node.NodeSettings.SEED;
import static ingestlab.load.ClientSettings.SKIP_BAD;
import static ingestlab.load.ClientSettings.THREADS;
import static ingestlab.node.NodeSettings.WRITE_THREADS;
import static ingestlab.node.IndexSettings.REFRESH_INTERVAL_MS;
import static ingestlab.node.IndexSettings.SEARCH_IDLE_MS;
import static ingestlab.workload.WorkloadSettings.WORKLOAD;
import static ingestlab.data.DataSettings.DATASET;
import static ingestlab.data.DataSettings.IDS;
import static ingestlab.data.DataSettings.UPDATE_RATIO;
import static ingestlab.mapping.MappingSettings.MAPPING;
import static ingestlab.mapping.MappingSettings.MAPPING_FILE;
import static ingestlab.search.SearchSettings.SEARCH_BENCH;
import static ingestlab.search.SearchSettings.SEARCH_BENCH_AFTER_MERGE;
import static ingestlab.search.SearchSettings.SEARCH_QUERIES;
import static ingestlab.translog.TranslogSettings.TRANSLOG;
import static ingestlab.translog.TranslogSettings.TRANSLOG_FLUSH_AGE_MS;
import static ingestlab.translog.TranslogSettings.TRANSLOG_FLUSH_THRESHOLD;
import static ingestlab.translog.TranslogSettings.TRANSLOG_SYNC_INTERVAL_MS;
import static ingestlab.writer.WriterSettings.CODEC;
import static ingestlab.writer.WriterSettings.CODEC_LEVEL;
import static ingestlab.writer.WriterSettings.MERGE_COUNT;
import static ingestlab.writer.WriterSettings.MERGE_POLICY;
import static ingestlab.writer.WriterSettings.MERGE_THREADS;

import ingestlab.buffer.ControllerSettings;
import ingestlab.codec.ZstdLevels;
import ingestlab.data.Dataset;
import ingestlab.data.FeedOptions;
import ingestlab.data.IdMode;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.MappingFile;
import ingestlab.mapping.MappingMode;
import ingestlab.settings.ByteSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.settings.Scope;
import ingestlab.settings.Setting;
import ingestlab.settings.SettingCatalog;
import ingestlab.search.IndexQueries;
import ingestlab.settings.SettingValues;
import ingestlab.translog.Durability;
import ingestlab.workload.WorkloadDefinition;
import ingestlab.writer.CodecChoice;
import ingestlab.writer.MergePolicyChoice;
import ingestlab.writer.MergePolicySettings;
import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rules that tie settings together, in one place. {@link #resolve} applies them in three steps: refuse what a
 * user could not mean (a value given that another setting overrides), let a given setting switch another off, as
 * Elasticsearch does, and, once every value is resolved, check each setting's bounds and the rules between them.
 */
public final class SettingRules {
    private SettingRules() {}

    /** Settings that {@code --deterministic} fixes itself. */
    private static final List<Setting<?>> FIXED_BY_DETERMINISTIC = List.of(THREADS, WRITE_THREADS, REFRESH_INTERVAL_MS);
    /** Settings that only act through a translog. */
    private static final List<Setting<?>> TRANSLOG_ONLY = List.of(TRANSLOG_SYNC_INTERVAL_MS, TRANSLOG_FLUSH_THRESHOLD,
            TRANSLOG_FLUSH_AGE_MS);

    static ExperimentSpec resolve(SettingCatalog catalog, ExperimentSpec.Builder given) {
        refuseWhatIsOverridden(given);
        // An explicit index.refresh_interval turns search-idle off (IndexShard#scheduledRefresh only skips refreshes
        // of a shard whose interval was not set), whatever search-idle was given.
        if (given.isGiven(REFRESH_INTERVAL_MS)) {
            given.putResolved(SEARCH_IDLE_MS, Interval.OFF);
        }
        Resolution resolution = new Resolution(given);
        Map<Setting<?>, Object> values = new LinkedHashMap<>();
        for (Setting<?> setting : LabSettings.all()) {
            values.put(setting, resolution.get(setting));
        }
        ExperimentSpec spec = new ExperimentSpec(catalog, values, List.of());
        for (Setting<?> setting : LabSettings.all()) {
            check(setting, spec);
        }
        checkRelations(spec);
        // With a workload, every index's settings, checked as a spec of their own.
        List<ExperimentSpec> indices = spec.get(WORKLOAD) == null ? List.of() : WorkloadIndexSettings.of(spec);
        checkBufferFitsTheHeap(spec);
        return indices.isEmpty() ? spec : new ExperimentSpec(catalog, values, indices);
    }

    private static <T> void check(Setting<T> setting, ExperimentSpec spec) {
        setting.check(spec.get(setting));
    }

    /** Values derived lazily, each once, so a derived default may read any other setting. */
    private static final class Resolution implements SettingValues {
        private final ExperimentSpec.Builder given;
        private final Map<Setting<?>, Object> resolved = new LinkedHashMap<>();

        Resolution(ExperimentSpec.Builder given) {
            this.given = given;
        }

        @Override
        public <T> T get(Setting<T> setting) {
            if (given.has(setting)) {
                return setting.cast(given.value(setting));
            }
            if (!resolved.containsKey(setting)) {
                resolved.put(setting, defaultOf(setting));
            }
            return setting.cast(resolved.get(setting));
        }

        /** A node setting the workload gives is that workload's default for it; otherwise the declared default. */
        private Object defaultOf(Setting<?> setting) {
            WorkloadDefinition workload = setting == WORKLOAD ? null : get(WORKLOAD);
            if (workload != null && setting.scope() == Scope.NODE && workload.node().containsKey(setting.key())) {
                return setting.parse(workload.node().get(setting.key()));
            }
            return setting.defaultIn(this);
        }
    }

    private static void refuseWhatIsOverridden(ExperimentSpec.Builder given) {
        if (given.value(WORKLOAD) != null) {
            for (Setting<?> setting : LabSettings.all()) {
                if (setting.appliesToEveryIndex() && given.isGiven(setting)) {
                    refuseDefaultForEveryIndex(setting, given);
                } else if (setting.scope() == Scope.INDEX && given.isGiven(setting)) {
                    throw new IllegalArgumentException(setting.option() + ": '" + textOf(setting, given.value(setting))
                            + "' is an index "
                            + "setting: with " + WORKLOAD.option() + " give it per index in the workload, or sweep "
                            + "indices.NAME." + setting.key());
                }
            }
        }
        if (Boolean.TRUE.equals(given.value(DETERMINISTIC))) {
            for (Setting<?> fixed : FIXED_BY_DETERMINISTIC) {
                if (given.isGiven(fixed)) {
                    throw new IllegalArgumentException(DETERMINISTIC.option() + ": it fixes " + fixed.option()
                            + " itself (one client, one write thread, no scheduled refresh); drop " + fixed.option());
                }
            }
        }
        Durability translog = given.has(TRANSLOG) ? (Durability) given.value(TRANSLOG) : TRANSLOG.defaultIn(null);
        if (!translog.isOn()) {
            for (Setting<?> option : TRANSLOG_ONLY) {
                if (given.isGiven(option)) {
                    throw new IllegalArgumentException(option.option() + ": '" + given.value(option) + "' has no effect with " + TRANSLOG.option() + " none (give "
                            + TRANSLOG.option() + " async or request)");
                }
            }
        }
        if (given.isGiven(CODEC_LEVEL)) {
            CodecChoice codec = given.has(CODEC) ? (CodecChoice) given.value(CODEC) : CODEC.defaultIn(null);
            if (!codec.hasLevels()) {
                // Even the "no level" value: a level given to a codec without levels is a mistake, whatever it is.
                throw noLevels(codec, given.value(CODEC_LEVEL));
            }
        }
    }

    /**
     * A value given to every index of a workload travels as the node's value, and only a value other than the node's
     * default reaches the indices ({@link Workload}); the default given would silently not, so it is refused.
     */
    private static void refuseDefaultForEveryIndex(Setting<?> setting, ExperimentSpec.Builder given) {
        String text = textOf(setting, given.value(setting));
        ExperimentSpec.Builder without = LabSettings.defaults();
        String nodeDefault = setting.text(without.build());
        if (text.equals(nodeDefault)) {
            throw new IllegalArgumentException(setting.option() + ": '" + text + "' is the node's default: with "
                    + WORKLOAD.option() + " only another value is given to every index (leave it out for each "
                    + "index's own, or give it per index in the workload)");
        }
    }

    /**
     * A merge-policy parameter the index's policy does not take ({@link MergePolicyChoice#parameters()}) would do
     * nothing. A node with a workload has no policy of its own: each index is checked with its own.
     */
    private static void checkMergeParameters(ExperimentSpec spec) {
        MergePolicyChoice policy = spec.get(MERGE_POLICY);
        for (Setting<?> parameter : MergePolicySettings.ALL) {
            if (spec.get(parameter) != null && !policy.parameters().contains(parameter)) {
                List<String> takers = Arrays.stream(MergePolicyChoice.values())
                        .filter(p -> p.parameters().contains(parameter)).map(MergePolicyChoice::cliName).toList();
                throw parameter.invalid(parameter.text(spec), "has no effect with " + MERGE_POLICY.option() + " "
                        + policy.cliName() + " (it is a parameter of " + String.join(" and ", takers) + ")");
            }
        }
    }

    /** A value as its option text ({@code best-compression}, not the enum's name). */
    private static <T> String textOf(Setting<T> setting, Object value) {
        return setting.text(setting.cast(value));
    }

    private static void checkRelations(ExperimentSpec spec) {
        CodecChoice codec = spec.get(CODEC);
        int level = spec.get(CODEC_LEVEL);
        if (!codec.accepts(level)) {
            throw codec.hasLevels() ? CODEC_LEVEL.invalid(level, "is not allowed (" + codec.cliName() + " takes levels "
                    + ZstdLevels.MIN + " to " + ZstdLevels.MAX + ")") : noLevels(codec, level);
        }
        if (spec.get(DETERMINISTIC) && (spec.get(THREADS) != 1 || spec.get(WRITE_THREADS) != 1
                || !spec.get(REFRESH_INTERVAL_MS).isOff())) {
            throw new IllegalArgumentException(DETERMINISTIC.option() + ": needs one client, one write thread and no "
                    + "scheduled refresh (it sets them itself; drop " + THREADS.option() + ", " + WRITE_THREADS.option()
                    + " and " + REFRESH_INTERVAL_MS.option() + ")");
        }
        if (spec.get(WORKLOAD) == null) {
            checkMergeParameters(spec);
        }
        int mergeThreads = spec.get(MERGE_THREADS);
        if (spec.get(MERGE_COUNT) < mergeThreads) {
            throw MERGE_COUNT.invalid(spec.get(MERGE_COUNT), "must be at least " + MERGE_THREADS.option() + " ("
                    + mergeThreads + ")");
        }
        if (spec.get(UPDATE_RATIO) > 0 && spec.get(IDS) != IdMode.EXPLICIT) {
            throw UPDATE_RATIO.invalid(spec.get(UPDATE_RATIO), "needs " + IDS.option() + " explicit (auto-generated ids "
                    + "never repeat)");
        }
        checkMapping(spec.get(DATASET), spec.get(MAPPING), spec.get(MAPPING_FILE));
        checkSearchBench(spec);
        // With a workload the translog is an index setting: each index's spec is checked below (Workload.of).
        if (spec.get(CRASH_AFTER) > 0 && spec.get(WORKLOAD) == null && !spec.get(TRANSLOG).isOn()) {
            throw new IllegalArgumentException(CRASH_AFTER.option() + ": needs " + TRANSLOG.option() + " async or "
                    + "request (without a translog nothing acknowledged since the last commit survives a crash)");
        }
    }

    /**
     * The search benchmark's options act only with {@code --search-bench}; query types named must be ones the
     * index's dataset can give, found by drawing its queries now, before anything runs.
     */
    private static void checkSearchBench(ExperimentSpec spec) {
        boolean on = !spec.get(SEARCH_BENCH).isOff();
        for (Setting<?> option : List.of(SEARCH_BENCH_AFTER_MERGE, SEARCH_QUERIES)) {
            if (!on && !option.isDefaultIn(spec)) {
                throw new IllegalArgumentException(option.option() + ": '" + textOf(option, spec.get(option))
                        + "' has no effect without " + SEARCH_BENCH.option() + " (give it a duration, such as 10s)");
            }
        }
        // A workload's indices are each checked as a spec of their own, which holds the node's search settings.
        if (!on || !spec.get(SEARCH_QUERIES).explicit() || spec.get(WORKLOAD) != null) {
            return;
        }
        Dataset dataset = spec.get(DATASET);
        try {
            IndexQueries.draw(dataset, DocBuilder.forDataset(dataset, spec.get(MAPPING), spec.get(MAPPING_FILE)),
                    new FeedOptions(spec.get(SEED), spec.get(SKIP_BAD)), spec.get(DOCS), spec.get(SEARCH_QUERIES),
                    spec.get(SEED));
        } catch (IOException e) {
            throw new IllegalArgumentException(SEARCH_QUERIES.option() + ": the documents of '" + dataset.name()
                    + "' could not be read to draw its queries: " + e.getMessage(), e);
        }
    }

    private static void checkBufferFitsTheHeap(ExperimentSpec spec) {
        long heapBytes = spec.get(HEAP_BYTES);
        if (ControllerSettings.from(spec).bufferBytes() > heapBytes) {
            throw BUFFER.invalid(spec.get(BUFFER), "is more than the whole heap (" + ByteSize.human(heapBytes)
                    + "): give at most the heap, or a larger heap (LAB_HEAP for lab run, --heap for lab sweep)");
        }
    }

    /** Explicit types need a dataset that declares them or a mapping file. */
    public static void checkMapping(Dataset dataset, MappingMode mapping, MappingFile mappingFile) {
        if (!mapping.canMap(dataset, mappingFile)) {
            throw new IllegalArgumentException(DATASET.option() + ": '" + dataset.name() + "' declares no field "
                    + "types: give " + MAPPING_FILE.option() + " FILE, or use " + MAPPING.option() + " dynamic");
        }
    }

    private static IllegalArgumentException noLevels(CodecChoice codec, Object level) {
        return CODEC_LEVEL.invalid(level, "is not allowed with " + CODEC.option() + " " + codec.cliName()
                + ", which has no levels (levels apply to " + String.join(", ", CodecChoice.withLevels()) + ")");
    }
}
