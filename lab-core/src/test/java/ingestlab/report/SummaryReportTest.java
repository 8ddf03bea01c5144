package ingestlab.report;

import static ingestlab.report.Rows.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import ingestlab.metrics.Metric;
import ingestlab.stats.TInterval;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SummaryReportTest {
    private static final List<Map<String, String>> ROWS = List.of(
            row("flush_mode=next-buffer", "seed=1", "docs_per_s=100"),
            row("flush_mode=full", "seed=1", "docs_per_s=150"),
            row("flush_mode=next-buffer", "seed=2", "docs_per_s=110"),
            row("flush_mode=full", "seed=2", "docs_per_s=170"));

    @Test
    void aConfigIsEveryFactorUnlessGroupedByFewer() {
        assertThat(Configs.group(ROWS, List.of("flush_mode", "seed")).all()).hasSize(4);
        Configs byMode = Configs.group(ROWS, List.of("flush_mode"));
        assertThat(byMode.all()).extracting(byMode::label)
                .containsExactly("flush_mode=full", "flush_mode=next-buffer");
    }

    @Test
    void configsAreSortedByTheirValuesNumbersBySize() {
        List<Map<String, String>> rows = List.of(row("buffer=16mb", "shards=10"), row("buffer=4mb", "shards=10"),
                row("buffer=4mb", "shards=9"), row("buffer=10%", "shards=1"));
        Configs configs = Configs.group(rows, List.of("buffer", "shards"));
        assertThat(configs.all()).extracting(configs::label).containsExactly("buffer=4mb, shards=9",
                "buffer=4mb, shards=10", "buffer=10%, shards=1", "buffer=16mb, shards=10");
    }

    @Test
    void diffIsRelativeToTheBaselineMean() {
        Configs configs = Configs.group(ROWS, List.of("flush_mode"));
        Config baseline = configs.single(RowFilter.parse("flush_mode=next-buffer", configs.columns()));
        SummaryReport report = SummaryReport.of(configs, List.of(Metric.DOCS_PER_S), new TInterval(), baseline, "t");
        SummaryReport.Line full = report.sections().get(0).lines().get(0);
        assertThat(full.summary().mean()).isEqualTo(160);
        assertThat(full.diffFromBaseline()).isCloseTo(160.0 / 105 - 1, within(1e-12));
        assertThat(report.tables().get(0).rows().get(0)).endsWith("+52.4%");
        List<String> baselineRow = report.tables().get(0).rows().get(1);
        assertThat(baselineRow.get(baselineRow.size() - 1)).as("the baseline's own cell").isEmpty();
    }

    @Test
    void aBaselineMustNameOneConfig() {
        Configs configs = Configs.group(ROWS, List.of("flush_mode", "seed"));
        assertThatThrownBy(() -> configs.single(RowFilter.parse("flush_mode=full", configs.columns())))
                .hasMessage("'flush_mode=full' matches 2 configs; it must match one of: flush_mode=full, seed=1; "
                        + "flush_mode=full, seed=2; flush_mode=next-buffer, seed=1; flush_mode=next-buffer, seed=2");
        assertThatThrownBy(() -> RowFilter.parse("flush", configs.columns()))
                .hasMessage("'flush' is not factor=value[,factor=value...]");
    }

    @Test
    void tidyCsvHasARowPerConfigAndMetric() {
        Configs configs = Configs.group(ROWS, List.of("flush_mode"));
        String csv = SummaryReport.of(configs, List.of(Metric.DOCS_PER_S), new TInterval(), null, "t").tidy().toCsv();
        assertThat(csv.lines().toList()).hasSize(3);
        assertThat(csv.lines().findFirst().orElseThrow())
                .isEqualTo("flush_mode,metric,unit,n,mean,median,sd,cv,ci_low,ci_high,diff_pct");
        assertThat(csv).contains("full,docs_per_s,docs/s,2,160.0,160.0,").endsWith(",\n");
    }
}
