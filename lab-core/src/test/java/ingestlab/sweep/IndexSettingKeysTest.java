package ingestlab.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.catalog.LabSettings;
import ingestlab.node.IndexSettings;
import ingestlab.workload.WorkloadDefinition;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Dotted sweep keys change an index setting of the workload: same name, another hash. */
class IndexSettingKeysTest {
    private static final String REFRESH = IndexSettings.REFRESH_INTERVAL_MS.key();

    @Test
    void normalizesTheSettingAndKeepsDottedIndexNames() {
        assertThat(IndexSettingKeys.isOne("indices.k8.refresh")).isTrue();
        assertThat(IndexSettingKeys.isOne("refresh_interval")).isFalse();
        assertThat(IndexSettingKeys.normalize("indices.k8.refresh_interval")).isEqualTo("indices.k8." + REFRESH);
        assertThat(IndexSettingKeys.normalize("indices.logs.k8.codec")).isEqualTo("indices.logs.k8.codec");
        assertThatThrownBy(() -> IndexSettingKeys.normalize("indices.k8.bulk_size"))
                .hasMessageContaining("'indices.k8.bulk_size'").hasMessageContaining("node setting");
        assertThatThrownBy(() -> IndexSettingKeys.normalize("indices.k8.refrsh"))
                .hasMessageContaining("unknown setting 'refrsh'");
        assertThatThrownBy(() -> IndexSettingKeys.normalize("indices.codec")).hasMessageContaining("indices.NAME.KEY");
    }

    @Test
    void oneIndexOrEveryIndexChangesAndTheHashFollows() {
        WorkloadDefinition logs = WorkloadDefinition.resolve("logs", LabSettings.catalog());
        WorkloadDefinition k8Off = IndexSettingKeys.apply(logs, Map.of("indices.k8." + REFRESH, "off"));
        assertThat(k8Off.name()).isEqualTo(logs.name());
        assertThat(k8Off.hash()).isNotEqualTo(logs.hash());
        assertThat(k8Off.indices().get(0).settings()).containsEntry(REFRESH, "off");
        assertThat(k8Off.indices().get(1).settings()).doesNotContainKey(REFRESH);

        WorkloadDefinition allOff = IndexSettingKeys.apply(logs, Map.of("indices.*." + REFRESH, "off"));
        assertThat(allOff.indices()).allSatisfy(e -> assertThat(e.settings()).containsEntry(REFRESH, "off"));
        assertThat(allOff.hash()).isNotEqualTo(k8Off.hash());
        assertThat(IndexSettingKeys.apply(logs, Map.of("indices.k8." + REFRESH, "5s")).hash())
                .as("the value it already has").isEqualTo(logs.hash());
    }

    @Test
    void aShareIsSweptLikeASettingAndStillChecked() {
        WorkloadDefinition logs = WorkloadDefinition.resolve("logs", LabSettings.catalog());
        assertThat(IndexSettingKeys.normalize("indices.*.share")).isEqualTo("indices.*.share");
        WorkloadDefinition equal = IndexSettingKeys.apply(logs, Map.of("indices.*.share", "1"));
        assertThat(equal.indices()).allSatisfy(e -> assertThat(e.share()).isEqualTo(1.0));
        assertThat(equal.hash()).isNotEqualTo(logs.hash());
        assertThatThrownBy(() -> IndexSettingKeys.apply(logs, Map.of("indices.k8.share", "0")))
                .hasMessageContaining("share: '0.0' is not allowed");
        assertThatThrownBy(() -> IndexSettingKeys.apply(logs, Map.of("indices.k8.share", "lots")))
                .hasMessageContaining("share: 'lots' is not allowed");
    }

    @Test
    void anIndexTheWorkloadLacksIsNamed() {
        assertThatThrownBy(() -> IndexSettingKeys.apply(WorkloadDefinition.resolve("logs", LabSettings.catalog()),
                Map.of("indices.k9." + REFRESH, "off"))).hasMessageContaining("no index 'k9'")
                .hasMessageContaining("k8");
    }
}
