package ingestlab.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The noise table: a duet's file in one line with its flagged pairs, a sequential one in a line per lag. */
class NoiseTableTest {
    private static Map<String, String> row(int order, String pair, double docsPerS, String overlap) {
        return Map.of("run_id", "r", "order", Integer.toString(order), "duet_pair", pair, "docs_per_s",
                Double.toString(docsPerS), "status", "ok", "warmup", "false", "overlap", overlap);
    }

    @Test
    void aDuetIsOneLineAndASequentialRunOneLinePerLag() {
        List<Map<String, String>> duet = List.of(row(1, "1-1", 100, "0.99"), row(2, "1-1", 104, "0.95"),
                row(3, "2-1", 100, "0.80"), row(4, "2-1", 97, "1.0"), row(5, "3-1", 100, "1.0"), row(6, "3-1", 101, "1.0"));
        List<Map<String, String>> sequential = new ArrayList<>();
        for (int order = 1; order <= 12; order++) {
            sequential.add(row(order, "", 100 + (order % 3), ""));
        }
        String table = new NoiseTable().add("duet.csv", duet, "docs_per_s", List.of(1, 3))
                .add("seq.csv", sequential, "docs_per_s", List.of(1, 3)).render();
        List<String> lines = table.lines().toList();
        assertThat(lines).hasSize(5);
        assertThat(lines.get(2)).contains("duet.csv", "duet pairs", "|     3 |", "|       1 |");
        assertThat(lines.get(3)).contains("seq.csv", "back to back", "|     6 |");
        assertThat(lines.get(4)).contains("seq.csv", "at a lag of 3", "|     6 |");
        assertThat(lines.get(0)).contains("Half-width at 8 pairs", "Pairs for ±3%");
    }

    @Test
    void aDuetAndASequentialRunOfOneConfigAreComparedBySpread() {
        double[] duetRatios = {1.01, 0.99, 1.01, 0.99};
        double[] sequentialRatios = {1.10, 0.90, 1.10, 0.90};
        List<Map<String, String>> duet = new ArrayList<>();
        List<Map<String, String>> sequential = new ArrayList<>();
        for (int pair = 0; pair < 4; pair++) {
            String id = (pair + 1) + "-1";
            duet.add(withHash(row(2 * pair + 1, id, 100, "1.0"), "abc"));
            duet.add(withHash(row(2 * pair + 2, id, 100 * duetRatios[pair], "1.0"), "abc"));
            sequential.add(withHash(row(2 * pair + 1, "", 100, ""), "abc"));
            sequential.add(withHash(row(2 * pair + 2, "", 100 * sequentialRatios[pair], ""), "abc"));
        }
        String table = new NoiseTable().add("duet.csv", duet, "docs_per_s", List.of(1))
                .add("seq.csv", sequential, "docs_per_s", List.of(1)).render();
        List<String> versus = table.lines().dropWhile(line -> !line.contains("Duet SD / sequential SD")).toList();
        assertThat(versus).hasSize(3);
        // log(1.01) / log(1.1) against log(0.99) / log(0.9): the duet's spread is about a tenth of the sequential one
        assertThat(versus.get(2)).contains("abc", "duet.csv", "seq.csv", "back to back", "0.10 (", "| yes");
        assertThat(new NoiseTable().add("duet.csv", duet, "docs_per_s", List.of(1)).render())
                .doesNotContain("Duet SD / sequential SD");
    }

    private static Map<String, String> withHash(Map<String, String> row, String hash) {
        Map<String, String> copy = new java.util.HashMap<>(row);
        copy.put("config_hash", hash);
        return copy;
    }
}
