package ingestlab.report.chart;

import static ingestlab.report.Rows.row;
import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.metrics.Metric;
import ingestlab.report.Configs;
import ingestlab.report.SummaryReport;
import ingestlab.results.CompanionFile;
import ingestlab.stats.TInterval;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;

class ChartsTest {
    @TempDir
    Path dir;

    /** buffer and buffer_bytes vary together: one numeric factor, drawn once, a line per flush mode. */
    private static final List<Map<String, String>> SWEEP = List.of(
            row("flush_mode=full", "buffer=4mb", "buffer_bytes=4194304", "docs_per_s=100", "config_hash=f4"),
            row("flush_mode=full", "buffer=4mb", "buffer_bytes=4194304", "docs_per_s=104", "config_hash=f4"),
            row("flush_mode=full", "buffer=8mb", "buffer_bytes=8388608", "docs_per_s=120", "config_hash=f8"),
            row("flush_mode=next-buffer", "buffer=4mb", "buffer_bytes=4194304", "docs_per_s=110",
                    "config_hash=n4"),
            row("flush_mode=next-buffer", "buffer=8mb", "buffer_bytes=8388608", "docs_per_s=130",
                    "config_hash=n8"));

    @Test
    void aNumericFactorGetsALinePerCombinationOfTheOthers() throws Exception {
        Configs configs = Configs.group(SWEEP, List.of("flush_mode", "buffer", "buffer_bytes"));
        assertThat(FactorLineChart.numericFactor(configs)).hasValue("buffer_bytes");
        SummaryReport report = SummaryReport.of(configs, List.of(Metric.DOCS_PER_S), new TInterval(), null, "t");
        XYChart chart = FactorLineChart.of(report.sections().get(0), configs, "buffer_bytes", new TInterval());
        assertThat(names(chart)).containsExactly("flush_mode=full", "flush_mode=next-buffer");

        List<Path> files = ReportCharts.write(report, dir);
        assertThat(files).extracting(p -> p.getFileName().toString()).containsExactly("docs_per_s.png",
                "docs_per_s.svg", "docs_per_s-by-buffer_bytes.png", "docs_per_s-by-buffer_bytes.svg");
        assertThat(Files.readAllBytes(files.get(0))).startsWith(0x89, 'P', 'N', 'G');
        assertThat(Files.readString(files.get(1))).contains("<svg");
    }

    @Test
    void twoNumericFactorsGiveNoLineChart() {
        List<Map<String, String>> rows = List.of(row("shards=1", "merge_threads=1"), row("shards=2",
                "merge_threads=1"), row("shards=1", "merge_threads=2"));
        assertThat(FactorLineChart.numericFactor(Configs.group(rows, List.of("shards", "merge_threads")))).isEmpty();
    }

    @Test
    void timelineSamplesOfWarmUpsAreLeftOutByTheirOrder() throws Exception {
        Path results = dir.resolve("sweep.csv");
        List<String> header = new ArrayList<>(CompanionFile.TIMELINE.header());
        Files.writeString(CompanionFile.TIMELINE.pathFor(results), String.join(",", header) + "\n"
                + "r,f4,1,1,1.0,0,104857600,0,50,0,0,0,0,0,0,0,0\n"
                + "r,f4,1,2,1.0,0,1048576,0,5,0,0,0,0,0,0,0,0\n");
        List<Map<String, String>> measured = List.of(row("flush_mode=full", "run_id=r", "config_hash=f4", "trial=1",
                "order=2", "warmup=false"));
        Timeline timeline = Timeline.readBesides(List.of(results));
        assertThat(timeline.tellsWarmupsApart()).isTrue();
        XYChart segments = new TimelineCharts(timeline, Configs.group(measured, List.of("flush_mode"))).segmentCount();
        assertThat(segments.getSeries("all trials").getYData()).as("the warm-up (order 1) is not drawn")
                .containsExactly(5.0);
    }

    @Test
    void timelineLinesAreLabelledByTheResultsFactorsAndAverageTrials() throws Exception {
        Path results = dir.resolve("results.csv");
        Files.writeString(CompanionFile.TIMELINE.pathFor(results), String.join(",", CompanionFile.TIMELINE.header()) + "\n"
                + "r,f4,1,1,1.002,0,1048576,0,2,0,0,0,0,0,0,0,0\n"
                + "r,f4,2,2,0.998,0,3145728,0,4,0,0,0,0,0,0,0,0\n"
                + "r,zz,1,3,1.001,0,0,0,1,0,0,0,0,0,0,0,0\n");
        Configs configs = Configs.group(SWEEP, List.of("flush_mode", "buffer"));
        TimelineCharts charts = new TimelineCharts(Timeline.readBesides(List.of(results)), configs);
        XYChart buffer = charts.bufferUsed();
        assertThat(names(buffer)).as("unknown hashes keep their hash")
                .containsExactly("flush_mode=full, buffer=4mb", "zz");
        assertThat(buffer.getSeries("flush_mode=full, buffer=4mb").getYData())
                .as("mean of the two trials' samples nearest to second 1, in MiB").containsExactly(2.0);
        assertThat(buffer.getSeries("zz").getXData()).containsExactly(1.0);
        assertThat(charts.segmentCount().getTitle()).contains("mean over its trials");
    }

    private static List<String> names(XYChart chart) {
        return chart.getSeriesCollection().stream().map(s -> s.getName()).toList();
    }
}
