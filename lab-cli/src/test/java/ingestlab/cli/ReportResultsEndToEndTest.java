package ingestlab.cli;

import static ingestlab.cli.Fixtures.path;
import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.results.ResultsCsv;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code lab report FILES...} on committed result files, as a user runs it. */
class ReportResultsEndToEndTest {
    @TempDir
    Path dir;

    @Test
    void summarisesEachConfigWithDiffAgainstTheBaseline() {
        CliRun run = CliRun.of("report", path("next-buffer.csv"), path("full.csv"), "--metrics", "docs_per_s,flushes",
                "--by", "flush_mode", "--baseline", "flush_mode=next-buffer");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("2 configs, 6 ok trials")
                .contains("Diff % against flush_mode=next-buffer")
                .contains("### docs_per_s (docs/s, higher is better)")
                .contains("| flush_mode  |   n |")
                .containsPattern("\\| full +\\| +3 \\| +44282\\.1 \\| +52476\\.3 \\|.*\\| +\\+62\\.1% \\|")
                .contains("### flushes (lower is better)")
                .doesNotContain("docs_verified");
    }

    @Test
    void groupsSweepPartitionsLeavingOutWarmUpsAndFailures() throws Exception {
        Path csv = dir.resolve("summary.csv");
        CliRun run = CliRun.of("report", path("sweep-1.csv"), path("sweep-2.csv"), "--metrics", "docs_per_s",
                "--format", "csv");
        assertThat(run.exitCode()).as(run.err()).isZero();
        Files.writeString(csv, run.out());
        List<Map<String, String>> rows = ResultsCsv.read(csv);
        assertThat(rows).hasSize(6);
        assertThat(rows).allSatisfy(r -> {
            assertThat(r.get("n")).as("2 trials each: no warm-up, no failed trial").isEqualTo("2");
            assertThat(r.get("metric")).isEqualTo("docs_per_s");
        });
        Map<String, String> full16 = rows.stream()
                .filter(r -> r.get("flush_mode").equals("full") && r.get("buffer").equals("16mb")).findFirst()
                .orElseThrow();
        assertThat(Double.parseDouble(full16.get("mean"))).isBetween(45_000.0, 47_000.0);
        assertThat(Double.parseDouble(full16.get("ci_low"))).isLessThan(Double.parseDouble(full16.get("mean")));
        assertThat(full16.get("diff_pct")).as("no --baseline").isEmpty();
    }

    @Test
    void writesLatexBooktabsTables() {
        CliRun run = CliRun.of("report", path("next-buffer.csv"), path("full.csv"), "--metrics", "docs_per_s",
                "--format", "latex", "--bootstrap");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("\\toprule", "\\midrule", "\\bottomrule", "\\caption{docs\\_per\\_s",
                "percentile bootstrap (10000 resamples, seed 42)", "flush\\_mode");
    }

    @Test
    void drawsBarLineAndTimelineChartsAsPngAndSvg() throws Exception {
        Path charts = dir.resolve("charts");
        CliRun run = CliRun.of("report", path("sweep-1.csv"), path("sweep-2.csv"), "--metrics",
                "docs_per_s,segment_count", "--by", "flush_mode,buffer_bytes", "--charts", charts.toString(),
                "--timeline");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.err()).contains("Wrote 12 chart files");
        for (String name : List.of("docs_per_s", "segment_count", "docs_per_s-by-buffer_bytes",
                "segment_count-by-buffer_bytes", "timeline-segment_count", "timeline-buffer_used_bytes")) {
            Path png = charts.resolve(name + ".png");
            Path svg = charts.resolve(name + ".svg");
            assertThat(Files.readAllBytes(png)).as(name).startsWith(0x89, 'P', 'N', 'G');
            assertThat(Files.readString(svg)).as(name).contains("<svg");
        }
    }

    @Test
    void chartsARealSweepAndItsTimeline() throws Exception {
        Path charts = dir.resolve("charts");
        CliRun run = CliRun.of("report", path("real-sweep.csv"), "--by", "flush_mode,buffer", "--metrics",
                "docs_per_s", "--charts", charts.toString(), "--timeline");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("4 configs, 8 ok trials (warm-ups left out) from ")
                .containsSubsequence("| full        | 4mb    |   2 |", "| full        | 16mb   |   2 |",
                        "| next-buffer | 4mb    |   2 |", "| next-buffer | 16mb   |   2 |");
        assertThat(run.err()).contains("Note: the timeline has no order column").contains("Wrote 6 chart files");
        assertThat(charts.resolve("timeline-segment_count.png")).isNotEmptyFile();
    }

    @Test
    void aMetricCellThatIsNotANumberIsNamed() throws Exception {
        Path bad = dir.resolve("bad.csv");
        List<String> lines = Files.readAllLines(Path.of(path("full.csv")));
        int column = List.of(lines.get(0).split(",")).indexOf("elapsed_s");
        String[] cells = lines.get(2).split(",", -1);
        cells[column + 1] = "fast";
        Files.write(bad, List.of(lines.get(0), lines.get(1), String.join(",", cells)));
        CliRun run = CliRun.of("report", bad.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip()).isEqualTo("lab report: Invalid value for parameter 'FILES': '" + bad
                + "' row 2: 'fast' in column docs_per_s is not a number");
    }

    @Test
    void aTimelineFileThatIsMissingIsNamed() {
        Path charts = dir.resolve("charts");
        CliRun run = CliRun.of("report", path("full.csv"), "--charts", charts.toString(), "--timeline");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip()).contains("--timeline").contains("full-timeline.csv").doesNotContain("\n");
        assertThat(charts).doesNotExist();
    }

    @Test
    void aMetricMissingFromOneOfTheFilesIsNamedWithTheFile() throws Exception {
        Path trimmed = dir.resolve("trimmed.csv");
        List<String> lines = Files.readAllLines(Path.of(path("full.csv")));
        Files.write(trimmed, lines.stream().map(l -> l.substring(l.indexOf(',') + 1)).toList());
        CliRun run = CliRun.of("report", path("next-buffer.csv"), trimmed.toString(), "--metrics", "docs_per_s",
                "--by", "dataset");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip()).isEqualTo("lab report: Invalid value for option '--by': 'dataset' is not a "
                + "column of '" + trimmed + "'");
    }
}
