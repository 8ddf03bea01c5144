package ingestlab.report;

import static ingestlab.report.Rows.row;
import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.metrics.Metric;
import org.junit.jupiter.api.Test;

class RowMetricsTest {
    private static final String PER_CPU = Metric.DOCS_PER_CPU_S.column();

    @Test
    void aRowWrittenBeforeDocsPerCpuSecondWasAColumnGetsItFromItsInputs() {
        // 1000 docs/s over 10 s on 20 CPU-seconds: two cores kept busy, so 500 documents per CPU-second
        assertThat(RowMetrics.value(row("docs_per_s=1000", "cpu_s=20", "elapsed_s=10"), PER_CPU)).isEqualTo(500.0);
        assertThat(RowMetrics.value(row("docs_per_s=1000", "cpu_s=20", "elapsed_s=10", PER_CPU + "="), PER_CPU))
                .as("an empty cell too").isEqualTo(500.0);
    }

    @Test
    void aRowWithTheColumnGivesItsOwnValue() {
        assertThat(RowMetrics.value(row("docs_per_s=1000", "cpu_s=20", "elapsed_s=10", PER_CPU + "=480.5"), PER_CPU))
                .isEqualTo(480.5);
    }

    @Test
    void aValueNeitherInTheRowNorComputableIsNaN() {
        assertThat(RowMetrics.value(row("docs_per_s=1000", "elapsed_s=10"), PER_CPU)).isNaN();
        assertThat(RowMetrics.value(row("docs_per_s=1000"), Metric.MERGES.column())).as("not computed from others")
                .isNaN();
        assertThat(RowMetrics.value(row("merges=x"), Metric.MERGES.column())).isNaN();
    }
}
