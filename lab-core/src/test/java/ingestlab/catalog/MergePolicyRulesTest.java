package ingestlab.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.results.ConfigHash;
import ingestlab.settings.ByteSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.writer.MergePolicySettings;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rules of the merge-policy parameters: bounds, the policy that takes each, and a workload's indices. */
class MergePolicyRulesTest {
    private static ExperimentSpec spec(String... options) {
        return LabSettings.defaults().setArguments(List.of(options)).build();
    }

    private static void refused(String message, String... options) {
        assertThatThrownBy(() -> spec(options)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(message).hasMessageNotContaining("\n");
    }

    @Test
    void valuesOutOfElasticsearchsBoundsAreRefused() {
        refused("--merge-factor: '1' is not allowed (at least 2", "--merge-policy", "log-byte-size", "--merge-factor", "1");
        refused("--max-merge-at-once: '1'", "--max-merge-at-once", "1");
        refused("--segments-per-tier: '1.5'", "--segments-per-tier", "1.5");
        refused("--deletes-pct-allowed: '4.0' is out of range (5 to 50", "--deletes-pct-allowed", "4");
        refused("--max-merged-segment: '0b'", "--max-merged-segment", "0b");
        // a size's parser refuses a sign; the command line names the option (BadInputTableTest's way)
        assertThatThrownBy(() -> spec("--floor-segment", "-1mb")).hasMessage("'-1mb' is not a size (use e.g. 512kb, "
                + "64mb, 1g)");
    }

    @Test
    void aParameterOfAnotherPolicyIsRefused() {
        refused("--merge-factor: '4' has no effect with --merge-policy tiered (it is a parameter of log-byte-size)",
                "--merge-factor", "4", "--merge-policy", "tiered");
        refused("--segments-per-tier: '5.0' has no effect with --merge-policy log-byte-size",
                "--merge-policy", "log-byte-size", "--segments-per-tier", "5");
        refused("--floor-segment: '1mb' has no effect with --merge-policy none", "--merge-policy", "none",
                "--floor-segment", "1mb");
    }

    @Test
    void aPolicyShowsOnlyItsOwnParameters() {
        ExperimentSpec none = spec("--merge-policy", "none");
        for (var parameter : MergePolicySettings.ALL) {
            assertThat(parameter.value(none)).as(parameter.key()).isEmpty();
        }
        ExperimentSpec log = spec("--merge-policy", "log-byte-size");
        assertThat(MergePolicySettings.MERGE_FACTOR.value(log)).isEqualTo("32");
        assertThat(MergePolicySettings.MAX_MERGED_SEGMENT.value(log)).isEqualTo("100gb");
        assertThat(MergePolicySettings.SEGMENTS_PER_TIER.value(log)).isEmpty();
        assertThat(MergePolicySettings.MAX_MERGED_SEGMENT.value(spec())).isEqualTo("5gb");
    }

    @Test
    void theDefaultsKeepTheConfigHashAndAGivenValueChangesIt() {
        assertThat(ConfigHash.of(spec("--floor-segment", "2mb"))).isEqualTo(ConfigHash.of(spec()));
        assertThat(ConfigHash.of(spec("--merge-policy", "log-byte-size", "--merge-factor", "32")))
                .isEqualTo(ConfigHash.of(spec("--merge-policy", "log-byte-size")));
        assertThat(ConfigHash.of(spec("--floor-segment", "1mb"))).isNotEqualTo(ConfigHash.of(spec()));
    }

    @Test
    void givenToANodeWithAWorkloadEveryIndexTakesIt() {
        ExperimentSpec logs = spec("--workload", "logs", "--floor-segment", "1mb", "--merge-factor", "8");
        assertThat(logs.indices()).isNotEmpty().allSatisfy(index -> {
            assertThat(index.get(MergePolicySettings.FLOOR_SEGMENT)).isEqualTo(ByteSize.parse("1mb"));
            assertThat(index.get(MergePolicySettings.MERGE_FACTOR)).isEqualTo(8);
        });
        assertThat(MergePolicySettings.FLOOR_SEGMENT.value(logs)).as("the node row").isEqualTo("1mb");
        assertThat(SpecJson.read(SpecJson.write(logs))).isEqualTo(logs);
        assertThat(SpecJson.read(SpecJson.write(logs)).indices().get(0).get(MergePolicySettings.FLOOR_SEGMENT))
                .as("a forked trial's indices").isEqualTo(ByteSize.parse("1mb"));
        refused("workload 'logs', index 'k8': --segments-per-tier: '5.0' has no effect with --merge-policy "
                + "log-byte-size", "--workload", "logs", "--segments-per-tier", "5");
        refused("--floor-segment: '2mb' is the node's default", "--workload", "logs", "--floor-segment", "2mb");
    }
}
