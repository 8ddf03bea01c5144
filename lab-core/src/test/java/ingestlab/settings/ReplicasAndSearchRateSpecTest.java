package ingestlab.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.catalog.LabSettings;
import ingestlab.node.IndexSettings;
import ingestlab.node.NodeSettings;
import org.junit.jupiter.api.Test;

/** --replicas and --search-rate: their defaults, and bad values refused with the option named. */
class ReplicasAndSearchRateSpecTest {
    @Test
    void defaultsAreNoReplicasAndNoSearches() {
        ExperimentSpec spec = LabSettings.defaults().build();
        assertThat(spec.get(IndexSettings.REPLICAS)).isZero();
        assertThat(spec.get(NodeSettings.SEARCH_RATE)).isZero();
        assertThat(IndexSettings.REPLICAS.value(spec)).isEqualTo("0");
    }

    @Test
    void outOfRangeValuesNameTheOptionAndWhatIsAllowed() {
        assertThatThrownBy(() -> LabSettings.defaults().set(IndexSettings.REPLICAS, 3).build())
                .hasMessage("--replicas: '3' is not allowed (0 to 2 replicas per shard)");
        assertThatThrownBy(() -> LabSettings.defaults().set(NodeSettings.SEARCH_RATE, -1.0)
                .build()).hasMessageStartingWith("--search-rate: '-1.0' is out of range");
    }

    @Test
    void searchesDoNotKeepSearchIdleWhenTheRefreshIntervalWasGiven() {
        ExperimentSpec spec = LabSettings.defaults().set(NodeSettings.SEARCH_RATE, 20.0)
                .set(IndexSettings.REFRESH_INTERVAL_MS, Interval.parse("1s")).build();
        assertThat(spec.get(IndexSettings.SEARCH_IDLE_MS).isOff()).as("as in Elasticsearch, an explicit interval always refreshes").isTrue();
    }
}
