package ingestlab.settings;

import static org.assertj.core.api.Assertions.assertThat;

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
    /** What a setting needs beside it to be allowed. */
    private static final Map<Setting<?>, Map<Setting<?>, String>> NEEDS = new LinkedHashMap<>();

    @BeforeAll
    static void values() throws IOException {
        Path mapping = Files.writeString(dir.resolve("mapping.json"),
                "{\"mappings\": {\"properties\": {\"message\": {\"type\": \"text\"}}}}");
        OTHER.put(LabSettings.DATASET, "http_logs");
        OTHER.put(LabSettings.MAPPING, "dynamic");
        OTHER.put(LabSettings.MAPPING_FILE, mapping.toString());
        OTHER.put(LabSettings.IDS, "explicit");
        OTHER.put(LabSettings.UPDATE_RATIO, "0.25");
        OTHER.put(LabSettings.DOCS, "1234");
        OTHER.put(LabSettings.SHARDS, "3");
        OTHER.put(LabSettings.REPLICAS, "1");
        OTHER.put(LabSettings.THREADS, "3");
        OTHER.put(LabSettings.WRITE_THREADS, "5");
        OTHER.put(LabSettings.WRITE_QUEUE, "77");
        OTHER.put(LabSettings.SHARD_SKEW, "1.5");
        OTHER.put(LabSettings.BULK_SIZE, "250");
        OTHER.put(LabSettings.FLUSH_MODE, "full");
        OTHER.put(LabSettings.SELECTOR, "largest");
        OTHER.put(LabSettings.BUFFER, "32mb");
        OTHER.put(LabSettings.HEAP_BYTES, Long.toString(3L << 30));
        OTHER.put(LabSettings.CONTROLLER_INTERVAL_MS, "2s");
        OTHER.put(LabSettings.MERGE_POLICY, "log-byte-size");
        OTHER.put(LabSettings.MERGE_THREADS, "3");
        OTHER.put(LabSettings.MERGE_COUNT, "4");
        OTHER.put(LabSettings.CODEC, "zstd");
        OTHER.put(LabSettings.CODEC_LEVEL, "5");
        OTHER.put(LabSettings.REFRESH_INTERVAL_MS, "250ms");
        OTHER.put(LabSettings.SEARCH_IDLE_MS, "10s");
        OTHER.put(LabSettings.SEARCH_RATE, "2.5");
        OTHER.put(LabSettings.TRANSLOG, "async");
        OTHER.put(LabSettings.TRANSLOG_SYNC_INTERVAL_MS, "2s");
        OTHER.put(LabSettings.TRANSLOG_FLUSH_THRESHOLD, "64mb");
        OTHER.put(LabSettings.TRANSLOG_FLUSH_AGE_MS, "30s");
        OTHER.put(LabSettings.DETERMINISTIC, "true");
        OTHER.put(LabSettings.SEED, "7");
        Path workload = Files.writeString(dir.resolve("two.yaml"), "node: {bulk_size: 500}\nindices:\n"
                + "  - {name: hot, share: 3, dataset: http_logs, refresh_interval: 5s}\n"
                + "  - {name: cold, share: 1, dataset: geopoint}\n");
        OTHER.put(LabSettings.WORKLOAD, workload.toString());
        OTHER.put(LabSettings.BULK_MIX, "interleaved");
        OTHER.put(LabSettings.BATCH_DOCS, "500");
        OTHER.put(LabSettings.SKIP_BAD, "true");
        OTHER.put(LabSettings.MEASURE_FETCH, "true");
        OTHER.put(LabSettings.CRASH_AFTER, "1000");
        NEEDS.put(LabSettings.UPDATE_RATIO, Map.of(LabSettings.IDS, "explicit"));
        NEEDS.put(LabSettings.CODEC_LEVEL, Map.of(LabSettings.CODEC, "zstd"));
        NEEDS.put(LabSettings.TRANSLOG_SYNC_INTERVAL_MS, Map.of(LabSettings.TRANSLOG, "async"));
        NEEDS.put(LabSettings.TRANSLOG_FLUSH_THRESHOLD, Map.of(LabSettings.TRANSLOG, "async"));
        NEEDS.put(LabSettings.TRANSLOG_FLUSH_AGE_MS, Map.of(LabSettings.TRANSLOG, "async"));
        NEEDS.put(LabSettings.CRASH_AFTER, Map.of(LabSettings.TRANSLOG, "async"));
    }

    @Test
    void everySettingHasAnotherValueHere() {
        ExperimentSpec defaults = ExperimentSpec.defaults().build();
        assertThat(OTHER.keySet()).containsExactlyInAnyOrderElementsOf(LabSettings.all());
        OTHER.forEach((setting, text) -> assertThat(text).as(setting.key()).isNotEqualTo(setting.text(defaults)));
    }

    @Test
    void everySettingAloneSurvivesJsonAndOptions() {
        for (Setting<?> setting : LabSettings.all()) {
            ExperimentSpec.Builder builder = ExperimentSpec.defaults();
            NEEDS.getOrDefault(setting, Map.of()).forEach(builder::setText);
            ExperimentSpec spec = builder.setText(setting, OTHER.get(setting)).build();
            assertThat(setting.text(spec)).as(setting.key()).isEqualTo(reparsed(setting, OTHER.get(setting)));
            Workload.of(spec); // a workload's indices resolve
            assertRoundTrips(spec);
        }
    }

    @Test
    void allSettingsAtOnceSurviveJsonAndOptions() {
        ExperimentSpec.Builder builder = ExperimentSpec.defaults();
        OTHER.forEach((setting, text) -> {
            // --deterministic fixes these itself: one client, one write thread, no scheduled refresh
            // and a workload sets index settings per index
            if (setting != LabSettings.THREADS && setting != LabSettings.WRITE_THREADS
                    && setting != LabSettings.REFRESH_INTERVAL_MS && setting != LabSettings.WORKLOAD) {
                builder.setText(setting, text);
            }
        });
        ExperimentSpec spec = builder.build();
        ExperimentSpec defaults = ExperimentSpec.defaults().build();
        for (Setting<?> setting : LabSettings.all()) {
            if (setting != LabSettings.WORKLOAD) {
                assertThat(setting.text(spec)).as(setting.key()).isNotEqualTo(setting.text(defaults));
            }
        }
        assertRoundTrips(spec);
    }

    @Test
    void aBuilderFromASpecGivesItBackAndLetsDerivedDefaultsFollow() {
        ExperimentSpec zstd = ExperimentSpec.defaults().setText(LabSettings.CODEC, "zstd").build();
        assertThat(zstd.toBuilder().build()).isEqualTo(zstd);
        assertThat(zstd.toBuilder().setText(LabSettings.CODEC, "default").build().get(LabSettings.CODEC_LEVEL))
                .as("the level was zstd's default, so it follows the codec").isZero();
    }

    /** The text as the setting writes the value it parses from it ({@code 250ms} stays, {@code 1000ms} is 1s). */
    private static <T> String reparsed(Setting<T> setting, String text) {
        return setting.text(setting.parse(text));
    }

    private static void assertRoundTrips(ExperimentSpec spec) {
        assertThat(SpecJson.read(SpecJson.write(spec))).as("spec -> JSON -> spec").isEqualTo(spec);
        List<String> arguments = spec.arguments();
        ExperimentSpec.Builder fromArguments = ExperimentSpec.defaults().setArguments(arguments);
        fromArguments.set(LabSettings.HEAP_BYTES, spec.get(LabSettings.HEAP_BYTES)); // the JVM's, not an option
        assertThat(fromArguments.build()).as("spec -> %s -> spec", arguments).isEqualTo(spec);
        assertThat(spec.toBuilder().build()).as("spec -> builder -> spec").isEqualTo(spec);
    }
}
