package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Samples;
import ingestlab.metrics.SegmentCounter;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Path;
import java.util.List;
import org.apache.lucene.index.FilterMergePolicy;
import org.apache.lucene.index.LogByteSizeMergePolicy;
import org.apache.lucene.index.MergePolicy;
import org.apache.lucene.index.TieredMergePolicy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The merge-policy settings reach Lucene: a real shard is opened from the settings as a trial opens it, and the merge
 * policy its IndexWriter was configured with is read back (under the segment counter's wrapper).
 */
class MergePolicySettingsTest {
    @TempDir
    Path dir;

    private MergePolicy policyOf(String... options) throws Exception {
        ExperimentSpec spec = LabSettings.defaults().setArguments(List.of(options)).build();
        MetricRegistry counters = new MetricRegistry();
        try (Shard shard = new Shard(0, dir.resolve("shard" + options.length), ShardConfig.of(spec), 16L << 20, counters,
                new Samples(), new SegmentCounter(), new MergeMeter(counters))) {
            MergePolicy policy = shard.mergePolicy();
            assertThat(policy).isInstanceOf(FilterMergePolicy.class);
            return ((FilterMergePolicy) policy).unwrap();
        }
    }

    @Test
    void tieredTakesItsParametersAndKeepsElasticsearchsDefaults() throws Exception {
        TieredMergePolicy defaults = (TieredMergePolicy) policyOf();
        assertThat(defaults.getFloorSegmentMB()).isEqualTo(2.0);
        assertThat(defaults.getSegmentsPerTier()).isEqualTo(10.0);
        assertThat(defaults.getMaxMergeAtOnce()).isEqualTo(10);
        assertThat(defaults.getMaxMergedSegmentMB()).isEqualTo(5 * 1024.0);
        assertThat(defaults.getDeletesPctAllowed()).isEqualTo(20.0);

        TieredMergePolicy given = (TieredMergePolicy) policyOf("--floor-segment", "512kb", "--segments-per-tier", "6",
                "--max-merge-at-once", "4", "--max-merged-segment", "1gb", "--deletes-pct-allowed", "33");
        assertThat(given.getFloorSegmentMB()).isEqualTo(0.5);
        assertThat(given.getSegmentsPerTier()).isEqualTo(6.0);
        assertThat(given.getMaxMergeAtOnce()).isEqualTo(4);
        assertThat(given.getMaxMergedSegmentMB()).isEqualTo(1024.0);
        assertThat(given.getDeletesPctAllowed()).isEqualTo(33.0);
    }

    @Test
    void fewerSegmentsPerTierThanMergedAtOnceLowerTheMergesAsElasticsearchDoes() throws Exception {
        TieredMergePolicy policy = (TieredMergePolicy) policyOf("--segments-per-tier", "3.5");
        assertThat(policy.getMaxMergeAtOnce()).as("MergePolicyConfig#adjustMaxMergeAtOnceIfNeeded").isEqualTo(3);
    }

    @Test
    void logByteSizeTakesTheFloorAsItsMinimumAndItsMergeFactor() throws Exception {
        LogByteSizeMergePolicy defaults = (LogByteSizeMergePolicy) policyOf("--merge-policy", "log-byte-size");
        assertThat(defaults.getMergeFactor()).isEqualTo(32);
        assertThat(defaults.getMinMergeMB()).isEqualTo(2.0);
        assertThat(defaults.getMaxMergeMB()).isEqualTo(100 * 1024.0);

        LogByteSizeMergePolicy given = (LogByteSizeMergePolicy) policyOf("--merge-policy", "log-byte-size",
                "--floor-segment", "8mb", "--merge-factor", "4", "--max-merged-segment", "10gb");
        assertThat(given.getMinMergeMB()).isEqualTo(8.0);
        assertThat(given.getMergeFactor()).isEqualTo(4);
        assertThat(given.getMaxMergeMB()).isEqualTo(10 * 1024.0);
    }
}
