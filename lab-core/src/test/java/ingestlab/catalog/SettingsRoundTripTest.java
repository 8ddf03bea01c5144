package ingestlab.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.buffer.ControllerSettings;
import ingestlab.data.DataSettings;
import ingestlab.load.ClientSettings;
import ingestlab.mapping.MappingSettings;
import ingestlab.metrics.FetchProbe;
import ingestlab.node.IndexSettings;
import ingestlab.node.NodeSettings;
import ingestlab.search.SearchSettings;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Setting;
import ingestlab.translog.TranslogSettings;
import ingestlab.workload.Workload;
import ingestlab.workload.WorkloadSettings;
import ingestlab.writer.MergePolicySettings;
import ingestlab.writer.WriterSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every setting, given a value other than its default, survives both ways a spec travels: as JSON (forks, recovery)
 * and as options (a command a reader reruns). Both at once, and each alone with only the settings it needs.
 */
class SettingsRoundTripTest {
    @TempDir
    static Path dir;

    /** A value other than the default for every setting, as a user types it. */
    private static final Map<Setting<?>, String> OTHER = new LinkedHashMap<>();
    private static final List<Setting<?>> TIERED_ONLY = List.of(MergePolicySettings.SEGMENTS_PER_TIER,
            MergePolicySettings.MAX_MERGE_AT_ONCE, MergePolicySettings.DELETES_PCT_ALLOWED);
    /** What a setting needs beside it to be allowed. */
    private static final Map<Setting<?>, Map<Setting<?>, String>> NEEDS = new LinkedHashMap<>();

    @BeforeAll
    static void values() throws IOException {
        Path mapping = Files.writeString(dir.resolve("mapping.json"),
                "{\"mappings\": {\"properties\": {\"message\": {\"type\": \"text\"}}}}");
        OTHER.put(DataSettings.DATASET, "http_logs");
        OTHER.put(MappingSettings.MAPPING, "dynamic");
        OTHER.put(MappingSettings.MAPPING_FILE, mapping.toString());
        OTHER.put(DataSettings.IDS, "explicit");
        OTHER.put(DataSettings.UPDATE_RATIO, "0.25");
        OTHER.put(ClientSettings.DOCS, "1234");
        OTHER.put(IndexSettings.SHARDS, "3");
        OTHER.put(IndexSettings.REPLICAS, "1");
        OTHER.put(ClientSettings.THREADS, "3");
        OTHER.put(NodeSettings.WRITE_THREADS, "5");
        OTHER.put(NodeSettings.WRITE_QUEUE, "77");
        OTHER.put(IndexSettings.SHARD_SKEW, "1.5");
        OTHER.put(ClientSettings.BULK_SIZE, "250");
        OTHER.put(ControllerSettings.FLUSH_MODE, "full");
        OTHER.put(ControllerSettings.SELECTOR, "largest");
        OTHER.put(ControllerSettings.BUFFER, "32mb");
        OTHER.put(ControllerSettings.HEAP_BYTES, Long.toString(3L << 30));
        OTHER.put(ControllerSettings.CONTROLLER_INTERVAL_MS, "2s");
        OTHER.put(ControllerSettings.DISPATCH, "refresh-pool");
        OTHER.put(WriterSettings.MERGE_POLICY, "log-byte-size");
        OTHER.put(WriterSettings.MERGE_THREADS, "3");
        OTHER.put(WriterSettings.MERGE_COUNT, "4");
        OTHER.put(WriterSettings.CODEC, "zstd");
        OTHER.put(WriterSettings.CODEC_LEVEL, "5");
        OTHER.put(IndexSettings.REFRESH_INTERVAL_MS, "250ms");
        OTHER.put(IndexSettings.SEARCH_IDLE_MS, "10s");
        OTHER.put(NodeSettings.SEARCH_RATE, "2.5");
        OTHER.put(SearchSettings.SEARCH_BENCH, "10s");
        OTHER.put(SearchSettings.SEARCH_BENCH_AFTER_MERGE, "2");
        OTHER.put(SearchSettings.SEARCH_QUERIES, "term-high,range");
        OTHER.put(TranslogSettings.TRANSLOG, "async");
        OTHER.put(TranslogSettings.TRANSLOG_SYNC_INTERVAL_MS, "2s");
        OTHER.put(TranslogSettings.TRANSLOG_FLUSH_THRESHOLD, "64mb");
        OTHER.put(TranslogSettings.TRANSLOG_FLUSH_AGE_MS, "30s");
        OTHER.put(NodeSettings.DETERMINISTIC, "true");
        OTHER.put(NodeSettings.SEED, "7");
        Path workload = Files.writeString(dir.resolve("two.yaml"), "node: {bulk_size: 500}\nindices:\n"
                + "  - {name: hot, share: 3, dataset: http_logs, refresh_interval: 5s}\n"
                + "  - {name: cold, share: 1, dataset: geopoint}\n");
        OTHER.put(WorkloadSettings.WORKLOAD, workload.toString());
        OTHER.put(WorkloadSettings.BULK_MIX, "interleaved");
        OTHER.put(WorkloadSettings.BATCH_DOCS, "500");
        OTHER.put(ClientSettings.SKIP_BAD, "true");
        OTHER.put(FetchProbe.MEASURE_FETCH, "true");
        OTHER.put(NodeSettings.CRASH_AFTER, "1000");
        OTHER.put(LabSettings.LABEL, "B");
        OTHER.put(ingestlab.mapping.CalibrationCost.CALIBRATION_COST, "1000");
        OTHER.put(ingestlab.settings.NodeProcessors.PROCESSORS, "37");
        OTHER.put(MergePolicySettings.FLOOR_SEGMENT, "1mb");
        OTHER.put(MergePolicySettings.MAX_MERGED_SEGMENT, "10gb");
        OTHER.put(MergePolicySettings.MERGE_FACTOR, "8");
        OTHER.put(MergePolicySettings.SEGMENTS_PER_TIER, "5.0");
        OTHER.put(MergePolicySettings.MAX_MERGE_AT_ONCE, "4");
        OTHER.put(MergePolicySettings.DELETES_PCT_ALLOWED, "30.0");
        NEEDS.put(MergePolicySettings.MERGE_FACTOR, Map.of(WriterSettings.MERGE_POLICY, "log-byte-size"));
        NEEDS.put(DataSettings.UPDATE_RATIO, Map.of(DataSettings.IDS, "explicit"));
        NEEDS.put(WriterSettings.CODEC_LEVEL, Map.of(WriterSettings.CODEC, "zstd"));
        NEEDS.put(TranslogSettings.TRANSLOG_SYNC_INTERVAL_MS, Map.of(TranslogSettings.TRANSLOG, "async"));
        NEEDS.put(TranslogSettings.TRANSLOG_FLUSH_THRESHOLD, Map.of(TranslogSettings.TRANSLOG, "async"));
        NEEDS.put(TranslogSettings.TRANSLOG_FLUSH_AGE_MS, Map.of(TranslogSettings.TRANSLOG, "async"));
        NEEDS.put(NodeSettings.CRASH_AFTER, Map.of(TranslogSettings.TRANSLOG, "async"));
        NEEDS.put(SearchSettings.SEARCH_BENCH_AFTER_MERGE, Map.of(SearchSettings.SEARCH_BENCH, "1s"));
        // Query types named are checked by drawing the queries from the first documents (every build of the spec):
        // from 1,000 of them rather than the default run's 10,000, which took most of this test's time.
        NEEDS.put(SearchSettings.SEARCH_QUERIES, Map.of(SearchSettings.SEARCH_BENCH, "1s", ClientSettings.DOCS, "1000"));
    }

    @Test
    void everySettingHasAnotherValueHere() {
        ExperimentSpec defaults = LabSettings.defaults().build();
        assertThat(OTHER.keySet()).containsExactlyInAnyOrderElementsOf(LabSettings.all());
        OTHER.forEach((setting, text) -> assertThat(text).as(setting.key()).isNotEqualTo(setting.text(defaults)));
    }

    @Test
    void everySettingAloneSurvivesJsonAndOptions() {
        for (Setting<?> setting : LabSettings.all()) {
            ExperimentSpec.Builder builder = LabSettings.defaults();
            NEEDS.getOrDefault(setting, Map.of()).forEach(builder::setText);
            ExperimentSpec spec = builder.setText(setting, OTHER.get(setting)).build();
            assertThat(setting.text(spec)).as(setting.key()).isEqualTo(reparsed(setting, OTHER.get(setting)));
            Workload.of(spec); // a workload's indices resolve
            assertRoundTrips(spec);
        }
    }

    @Test
    void allSettingsAtOnceSurviveJsonAndOptions() {
        ExperimentSpec.Builder builder = LabSettings.defaults();
        OTHER.forEach((setting, text) -> {
            // --deterministic fixes these itself: one client, one write thread, no scheduled refresh
            // and a workload sets index settings per index
            // and merge_policy log-byte-size takes no parameter of the tiered policy
            if (setting != ClientSettings.THREADS && setting != NodeSettings.WRITE_THREADS
                    && setting != IndexSettings.REFRESH_INTERVAL_MS && setting != WorkloadSettings.WORKLOAD
                    && !TIERED_ONLY.contains(setting)) {
                builder.setText(setting, text);
            }
        });
        ExperimentSpec spec = builder.build();
        ExperimentSpec defaults = LabSettings.defaults().build();
        for (Setting<?> setting : LabSettings.all()) {
            if (setting != WorkloadSettings.WORKLOAD) {
                assertThat(setting.text(spec)).as(setting.key()).isNotEqualTo(setting.text(defaults));
            }
        }
        assertRoundTrips(spec);
    }

    @Test
    void aBuilderFromASpecGivesItBackAndLetsDerivedDefaultsFollow() {
        ExperimentSpec zstd = LabSettings.defaults().setText(WriterSettings.CODEC, "zstd").build();
        assertThat(zstd.toBuilder().build()).isEqualTo(zstd);
        assertThat(zstd.toBuilder().setText(WriterSettings.CODEC, "default").build().get(WriterSettings.CODEC_LEVEL))
                .as("the level was zstd's default, so it follows the codec").isZero();
    }

    /** The text as the setting writes the value it parses from it ({@code 250ms} stays, {@code 1000ms} is 1s). */
    private static <T> String reparsed(Setting<T> setting, String text) {
        return setting.text(setting.parse(text, LabSettings.catalog()));
    }

    private static void assertRoundTrips(ExperimentSpec spec) {
        assertThat(SpecJson.read(SpecJson.write(spec))).as("spec -> JSON -> spec").isEqualTo(spec);
        List<String> arguments = spec.arguments();
        ExperimentSpec.Builder fromArguments = LabSettings.defaults().setArguments(arguments);
        fromArguments.set(ControllerSettings.HEAP_BYTES, spec.get(ControllerSettings.HEAP_BYTES)); // the JVM's, not an option
        // the CPUs a pinned trial will have, set by the sweep that plans it: not an option either
        fromArguments.set(ingestlab.settings.NodeProcessors.PROCESSORS, spec.get(ingestlab.settings.NodeProcessors.PROCESSORS));
        assertThat(fromArguments.build()).as("spec -> %s -> spec", arguments).isEqualTo(spec);
        assertThat(spec.toBuilder().build()).as("spec -> builder -> spec").isEqualTo(spec);
    }
}
