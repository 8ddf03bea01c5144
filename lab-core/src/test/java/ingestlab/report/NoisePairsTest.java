package ingestlab.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** An A/A run's pairs: a duet's as they ran, a sequential run's at a lag, failed trials and their pairs left out. */
class NoisePairsTest {
    private static Map<String, String> row(int order, String pair, double docsPerS, String status) {
        return Map.of("run_id", "r", "order", Integer.toString(order), "duet_pair", pair, "docs_per_s",
                Double.toString(docsPerS), "status", status, "warmup", "false");
    }

    @Test
    void aDuetsPairsAreItsRatiosTheLaterPlannedSideOverTheOther() {
        List<Map<String, String>> rows = List.of(row(1, "1-1", 100, "ok"), row(2, "1-1", 110, "ok"),
                row(4, "2-1", 90, "ok"), row(3, "2-1", 100, "ok"), row(5, "3-1", 100, "ok"),
                row(6, "3-1", 100, "failed"));
        assertThat(NoisePairs.duet(rows, "docs_per_s")).containsExactly(1.1, 0.9);
    }

    @Test
    void aSequentialRunPairsEachTrialOnceAtTheLag() {
        List<Map<String, String>> rows = new ArrayList<>();
        for (int order = 1; order <= 7; order++) {
            rows.add(row(order, "", 100 + order, "ok"));
        }
        assertThat(NoisePairs.sequential(rows, "docs_per_s", 1)).containsExactly(102.0 / 101, 104.0 / 103,
                106.0 / 105);
        assertThat(NoisePairs.sequential(rows, "docs_per_s", 3)).containsExactly(104.0 / 101, 105.0 / 102,
                106.0 / 103);
    }
}
