package ingestlab.report;

import static ingestlab.report.Rows.row;
import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.metrics.Metric;
import ingestlab.stats.SignificanceTest;
import ingestlab.stats.TInterval;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ComparisonReportTest {
    private static final List<Map<String, String>> SLOW = List.of(row("docs_per_s=100", "elapsed_s=10.0",
            "flushes_by_lucene=3"), row("docs_per_s=102", "elapsed_s=9.8", "flushes_by_lucene=4"),
            row("docs_per_s=98", "elapsed_s=10.2", "flushes_by_lucene=5"));
    private static final List<Map<String, String>> FAST = List.of(row("docs_per_s=150", "elapsed_s=6.7",
            "flushes_by_lucene=9"), row("docs_per_s=148", "elapsed_s=6.8", "flushes_by_lucene=10"),
            row("docs_per_s=152", "elapsed_s=6.6", "flushes_by_lucene=11"));
    private static final List<Metric> METRICS = List.of(Metric.DOCS_PER_S, Metric.ELAPSED_S,
            Metric.FLUSHES_BY_LUCENE);

    @Test
    void theVerdictFollowsEachMetricsDirection() {
        ComparisonReport faster = ComparisonReport.of("slow", SLOW, "fast", FAST, METRICS, new TInterval(),
                SignificanceTest.WELCH);
        assertThat(faster.comparisons()).extracting(Comparison::verdict)
                .containsExactly(Verdict.BETTER, Verdict.BETTER, Verdict.CHANGED);
        ComparisonReport slower = ComparisonReport.of("fast", FAST, "slow", SLOW, METRICS, new TInterval(),
                SignificanceTest.WELCH);
        assertThat(slower.comparisons()).extracting(Comparison::verdict)
                .containsExactly(Verdict.WORSE, Verdict.WORSE, Verdict.CHANGED);
        assertThat(slower.tables().get(0).rows().get(0))
                .containsExactly("docs_per_s", "docs/s", "150.0 ± 5.0", "100.0 ± 5.0", "-50.0", "-33.3%",
                        "<0.0001 *", "worse");
    }

    @Test
    void noiseIsNotAChange() {
        ComparisonReport same = ComparisonReport.of("a", SLOW, "b", SLOW.reversed(), METRICS, new TInterval(),
                SignificanceTest.MWU);
        assertThat(same.comparisons()).extracting(Comparison::verdict).containsOnly(Verdict.NOT_SIGNIFICANT);
    }

    @Test
    void unlikeEnvironmentsAreNamed() {
        assertThat(EnvironmentCheck.warning(List.of(row("java_version=21.0.5", "heap_bytes=1073741824"),
                row("java_version=25", "heap_bytes=1073741824")))).hasValue("Warning: these rows come from unlike "
                        + "environments (java_version 21.0.5 / 25); a difference may come from them.");
        assertThat(EnvironmentCheck.warning(List.of(row("java_version=25"), row("java_version=25")))).isEmpty();
    }

    @Test
    void latexEscapesItsSpecialCharacters() {
        assertThat(LatexTable.escape("docs_per_s 12% 5 ± 1 <0.0001 a&b #1 {x} [1, 2]"))
                .isEqualTo("docs\\_per\\_s 12\\% 5 $\\pm$ 1 $<$0.0001 a\\&b \\#1 \\{x\\} {[}1, 2{]}");
    }
}
