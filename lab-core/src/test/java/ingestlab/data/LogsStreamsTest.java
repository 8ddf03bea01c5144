package ingestlab.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Byte ratios to document shares: the shares sum to 1 and follow ratio / mean raw line size. */
class LogsStreamsTest {
    private static Map<String, Double> rawBytes(double k8, double others) {
        Map<String, Double> bytes = new HashMap<>();
        LogsStreams.STREAMS.forEach(s -> bytes.put(s.dataset(), others));
        bytes.put("logs-k8-application", k8);
        return bytes;
    }

    @Test
    void theTrackRatiosSumTo105AndK8TakesAbout71Percent() {
        double sum = LogsStreams.STREAMS.stream().mapToDouble(LogsStreams.Stream::rawRatio).sum();
        assertThat(sum).isCloseTo(1.05, within(1e-9));
        assertThat(LogsStreams.STREAMS).hasSize(13);
        assertThat(LogsStreams.STREAMS.get(0).rawRatio() / sum).isCloseTo(0.714, within(0.001));
        assertThat(LogsStreams.STREAMS.stream().filter(s -> s.refreshInterval() != null)).singleElement()
                .extracting(LogsStreams.Stream::dataset).isEqualTo("logs-k8-application");
    }

    @Test
    void equalLineSizesKeepTheByteRatios() {
        Map<String, Double> shares = LogsStreams.documentShares(rawBytes(100, 100));
        assertThat(shares.values().stream().mapToDouble(Double::doubleValue).sum()).isCloseTo(1, within(1e-12));
        assertThat(shares.get("logs-k8-application")).isCloseTo(0.75 / 1.05, within(1e-12));
        assertThat(shares.get("logs-redis-log")).isCloseTo(0.01 / 1.05, within(1e-12));
    }

    @Test
    void longerLinesMeanFewerDocuments() {
        // k8 lines twice as long: its weight halves, 0.375 against the others' 0.30
        Map<String, Double> shares = LogsStreams.documentShares(rawBytes(200, 100));
        assertThat(shares.get("logs-k8-application")).isCloseTo(0.375 / 0.675, within(1e-12));
        assertThat(shares.values().stream().mapToDouble(Double::doubleValue).sum()).isCloseTo(1, within(1e-12));
    }

    @Test
    void sharesOfTheGeneratorsSumToOneAndFollowTheirLineSizes() {
        Map<String, Double> shares = LogsStreams.documentShares(1, 2000);
        assertThat(shares).hasSize(13);
        assertThat(shares.values().stream().mapToDouble(Double::doubleValue).sum()).isCloseTo(1, within(1e-9));
        // k8's lines are longer than the average stream's, so its document share is below its byte share
        assertThat(shares.get("logs-k8-application")).isBetween(0.3, 0.75 / 1.05);
        // nginx.access and apache.access have the same lines and ratios in proportion 2:1
        assertThat(shares.get("logs-nginx-access") / shares.get("logs-apache-access")).isCloseTo(2, within(0.2));
    }

    @Test
    void aMissingStreamIsAnError() {
        Map<String, Double> bytes = rawBytes(100, 100);
        bytes.remove("logs-kafka");
        assertThatThrownBy(() -> LogsStreams.documentShares(bytes)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("logs-kafka");
    }
}
