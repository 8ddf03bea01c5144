package ingestlab.cli;

import ingestlab.load.ClientSettings;
import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.reference.Engine;
import ingestlab.reference.ReferenceRow;
import ingestlab.reference.ReferenceTrials;
import ingestlab.results.Environment;
import ingestlab.results.ResultFiles;
import ingestlab.results.ResultsCsv;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reading path of reference rows, without Elasticsearch: rows made by {@link ReferenceRow} (from a result
 * file in the harness's keys, whose values here are arbitrary counts, not measurements) are read by {@code lab
 * report} and {@code lab compare} as they are, and paired with the lab's own rows by {@code lab reference combine}.
 */
class ReferenceRowsEndToEndTest {
    private static final int DOCS = 1000;

    @TempDir
    Path dir;

    /** A harness result file's keys ({@code ingestlab.reference.Results}), with counts scaled by {@code k}. */
    private static Properties harnessResult(int k) {
        Properties p = new Properties();
        p.setProperty("java_version", "17.0.0");
        p.setProperty("docs", Integer.toString(DOCS));
        p.setProperty("elapsed_ns", Long.toString(1_000_000_000L * k));
        for (String when : List.of("ack", "end")) {
            p.setProperty("node." + when + ".flushesByController", Integer.toString(3 * k));
            p.setProperty("node." + when + ".flushesByRefresh", Integer.toString(2 * k));
            p.setProperty("node." + when + ".flushesByLucene", Integer.toString(k));
            p.setProperty("node." + when + ".flushesByCommit", "0");
            p.setProperty("node." + when + ".controllerWrites", Integer.toString(3 * k));
            p.setProperty("node." + when + ".merges", Integer.toString(k));
            p.setProperty("node." + when + ".segments", Integer.toString(5 * k));
            p.setProperty("node." + when + ".flushedSegmentBytesP50", Integer.toString(1048576 * k));
        }
        p.setProperty("node.end.liveDocs", Integer.toString(DOCS));
        p.setProperty("trial_start", "2026-01-01T00:00:00Z");
        p.setProperty("trial_end", "2026-01-01T00:00:0" + k + "Z");
        p.setProperty("cpu_ns", Long.toString(1_500_000_000L * k));
        p.setProperty("node.mappingUpdates", "0");
        return p;
    }

    private Path referenceRows(String name, Engine engine, int... scales) throws Exception {
        ExperimentSpec spec = LabSettings.defaults().setText(DataSettings.DATASET, "http_logs")
                .set(ClientSettings.DOCS, DOCS).build();
        Path file = dir.resolve(name);
        try (ResultFiles results = ReferenceTrials.openResults(file)) {
            for (int i = 0; i < scales.length; i++) {
                results.appendCopied(ReferenceRow.of(engine, spec, harnessResult(scales[i]), DOCS, "run-" + name,
                        i + 1, Environment.ofTrial(Environment.loadAverage(), Environment.fileSystemType(dir))),
                        Map.of());
            }
        }
        return file;
    }

    private Path labRow(String name) {
        Path file = dir.resolve(name);
        CliRun run = CliRun.of("run", "--dataset", "http_logs", "--docs", Integer.toString(DOCS), "--threads", "1",
                "--bulk-size", "250", "--translog", "request", "--flush-mode", "next-buffer", "--selector",
                "round-robin", "--quiet", "--out", file.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        return file;
    }

    @Test
    void reportAndCompareReadReferenceRowsAsTheyAre() throws Exception {
        Path both = referenceRows("ref.csv", Engine.ES_8_10_4, 1, 2);
        referenceRows("ref.csv", Engine.ES_8_11_4, 2, 3);
        List<Map<String, String>> rows = ResultsCsv.read(both);
        assertThat(rows).hasSize(4);
        assertThat(rows.getFirst()).containsEntry("engine", "es-8.10.4").containsEntry("flushes", "6")
                .containsEntry("flushes_by_controller", "3").containsEntry("flushed_segment_mb_p50", "1.000")
                .containsEntry("final_flushes", "0").containsEntry("mapping", "explicit")
                .containsEntry("mapping_updates", "0").containsEntry("status", "ok")
                .containsEntry("cpu_model", Environment.current().cpuModel())
                .containsEntry("git_sha", Environment.current().gitSha()).containsKey("load_avg_end")
                .containsEntry("java_version", "17.0.0").containsEntry("cpu_s", "1.500")
                .containsEntry("trial_start", "2026-01-01T00:00:00Z").containsEntry("trial_end", "2026-01-01T00:00:01Z");
        assertThat(rows.getFirst().keySet()).as("every column a reference row has").containsExactlyElementsOf(
                ReferenceRow.columns());
        CliRun report = CliRun.of("report", both.toString(), "--metrics", "flushes,docs_per_s");
        assertThat(report.exitCode()).as(report.err()).isZero();
        assertThat(report.out()).contains("es-8.10.4").contains("es-8.11.4");
        CliRun compare = CliRun.of("compare", both.toString(), "--baseline", "engine=es-8.10.4", "--contender",
                "engine=es-8.11.4", "--metrics", "flushes,merges");
        assertThat(compare.exitCode()).as(compare.err()).isZero();
        assertThat(compare.out()).contains("engine=es-8.10.4").contains("merges");
    }

    @Test
    void combinedRoundsPairTheLabWithAnEngine() throws Exception {
        Path ref = referenceRows("ref-rounds.csv", Engine.ES_8_11_4, 1);
        Path ref2 = referenceRows("ref-rounds-2.csv", Engine.ES_8_11_4, 2);
        Path combined = dir.resolve("combined.csv");
        CliRun combine = CliRun.of("reference", "combine", "--out", combined.toString(), "1=" + labRow("lab-1.csv"),
                "1=" + ref, "2=" + labRow("lab-2.csv"), "2=" + ref2);
        assertThat(combine.exitCode()).as(combine.err()).isZero();
        List<Map<String, String>> rows = ResultsCsv.read(combined);
        assertThat(rows).extracting(r -> r.get("engine") + "/" + r.get("trial"))
                .containsExactly("lab/1", "es-8.11.4/1", "lab/2", "es-8.11.4/2");

        CliRun paired = CliRun.of("compare", combined.toString(), "--paired", "--baseline", "engine=es-8.11.4",
                "--contender", "engine=lab,flush_mode=next-buffer", "--metrics", "flushes,docs_per_s", "--format",
                "csv");
        assertThat(paired.exitCode()).as(paired.err()).isZero();
        List<Map<String, String>> effects = ResultsCsv.read(Files.writeString(dir.resolve("e.csv"), paired.out()));
        assertThat(effects).extracting(r -> r.get("metric") + ":" + r.get("rounds"))
                .containsExactly("flushes:2", "docs_per_s:2");
    }

    @Test
    void combineRefusesABadRoundAndWritesNothing() {
        Path combined = dir.resolve("combined.csv");
        String refusal = CliRun.of("reference", "combine", "--out", combined.toString(), "0=x.csv").refusal();
        assertThat(refusal).isEqualTo("lab reference combine: Invalid value for parameter 'ROUND=CSV': '0=x.csv' is not ROUND=CSV (a round of "
                + "1 or more, then a result file)");
        assertThat(combined).doesNotExist();
    }
}
