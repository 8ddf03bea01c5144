package ingestlab.report;

import static ingestlab.report.Rows.row;
import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.metrics.Metric;
import ingestlab.stats.SignificanceTest;
import ingestlab.stats.TInterval;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PairedComparisonReportTest {
    private static final List<String> COLUMNS = List.of("selector");

    /** Four rounds whose load swings the rate by 2x; the contender is 10% faster in each, with 5% more merges. */
    private static List<Map<String, String>> rounds() {
        List<Map<String, String>> rows = new ArrayList<>();
        int[] load = {100, 200, 100, 200};
        for (int round = 1; round <= load.length; round++) {
            rows.add(row("trial=" + round, "status=ok", "selector=largest", "docs_per_s=" + load[round - 1],
                    "merges=" + (40 * round)));
            rows.add(row("trial=" + round, "status=ok", "selector=random", "docs_per_s=" + 1.1 * load[round - 1],
                    "merges=" + (42 * round)));
        }
        rows.add(row("trial=5", "status=ok", "selector=largest", "docs_per_s=1")); // a round without its pair
        rows.add(row("trial=6", "status=failed", "selector=largest", "docs_per_s=1"));
        rows.add(row("trial=6", "status=ok", "selector=random", "docs_per_s=9999"));
        return rows;
    }

    @Test
    void aRoundsRatioCancelsTheLoadThatTwoIndependentSamplesCannot() {
        List<Map<String, String>> rows = rounds();
        PairedComparisonReport paired = PairedComparisonReport.of(rows, RowFilter.parse("selector=largest", COLUMNS),
                RowFilter.parse("selector=random", COLUMNS), List.of(Metric.DOCS_PER_S, Metric.MERGES));
        PairedComparisonReport.Row rate = paired.rows().get(0);
        assertThat(rate.effect().rounds()).as("rounds 5 and 6 lack a side").isEqualTo(4);
        assertThat(rate.effect().mean()).isCloseTo(1.1, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(rate.verdict()).isEqualTo(Verdict.BETTER);
        assertThat(paired.rows().get(1).verdict()).as("more merges, lower is better").isEqualTo(Verdict.WORSE);
        assertThat(paired.tables().get(0).rows().get(0)).startsWith("docs_per_s", "docs/s").contains("4", "1.100",
                "[1.100, 1.100]", "better");

        List<Map<String, String>> largest = rows.stream().filter(r -> r.get("selector").equals("largest")
                && r.get("trial").compareTo("5") < 0).toList();
        List<Map<String, String>> random = rows.stream().filter(r -> r.get("selector").equals("random")
                && r.get("trial").compareTo("5") < 0).toList();
        assertThat(ComparisonReport.of("largest", largest, "random", random, List.of(Metric.DOCS_PER_S),
                new TInterval(), SignificanceTest.WELCH).comparisons().get(0).verdict())
                .as("the same trials, unpaired").isEqualTo(Verdict.NOT_SIGNIFICANT);
    }
}
