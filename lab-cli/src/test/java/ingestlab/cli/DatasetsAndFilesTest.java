package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import ingestlab.results.ResultsCsv;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code lab datasets} and {@code lab run} on every dataset and on users' files. */
class DatasetsAndFilesTest {
    @TempDir
    Path dir;

    @Test
    void listsEveryDatasetWithOriginSizeAndFields() {
        CliRun run = CliRun.of("datasets");
        assertThat(run.exitCode()).as(run.err()).isZero();
        for (String name : List.of("europarl", "http_logs", "geopoint", "nyc_taxis", "so")) {
            assertThat(run.out()).contains(name + "\n");
        }
        assertThat(run.out()).contains("origin: synthetic, modelled on Rally's http_logs track")
                .containsPattern("average source: \\d+ bytes").contains("clientip: ip")
                .contains("request: text, .raw: keyword").contains("linedocs:PATH").contains("ndjson:PATH");
    }

    @Test
    void samplePrintsDocumentsAsJson() throws Exception {
        CliRun run = CliRun.of("datasets", "sample", "nyc_taxis", "-n", "3");
        assertThat(run.exitCode()).as(run.err()).isZero();
        List<String> lines = run.out().lines().toList();
        assertThat(lines).hasSize(3);
        Map<String, Object> doc = new ObjectMapper().readValue(lines.get(0),
                new com.fasterxml.jackson.core.type.TypeReference<Map<String, Object>>() {});
        assertThat(doc).containsKeys("pickup_datetime", "pickup_location", "fare_amount", "payment_type");

        CliRun europarl = CliRun.of("datasets", "sample", "europarl", "-n", "1");
        assertThat(new ObjectMapper().readValue(europarl.out(),
                new com.fasterxml.jackson.core.type.TypeReference<Map<String, Object>>() {})).containsKeys("title", "date", "body");
    }

    @Test
    void benchReportsFeedSpeed() {
        CliRun run = CliRun.of("datasets", "bench", "geopoint", "--docs", "2000", "--warmup", "100", "--trials", "2");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Single-thread speed of geopoint").contains("feed docs/s").contains("feed MiB/s")
                .contains("feed + mapping docs/s")
                .containsPattern("\\| 2 +\\| +2000 \\|");
    }

    @Test
    void unknownDatasetIsBadInput() {
        CliRun run = CliRun.of("datasets", "sample", "nope");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("'nope' is not one of");
    }

    @ParameterizedTest
    @ValueSource(strings = {"http_logs", "geopoint", "nyc_taxis", "so"})
    void everySyntheticDatasetRunsInBothMappingModes(String dataset) throws Exception {
        Path out = dir.resolve("r.csv");
        for (String mapping : List.of("explicit", "dynamic")) {
            CliRun run = CliRun.of("run", "--dataset", dataset, "--mapping", mapping, "--docs", "1500", "--shards", "2",
                    "--threads", "2", "--bulk-size", "300", "--quiet", "--out", out.toString());
            assertThat(run.exitCode()).as(run.err()).isZero();
        }
        List<Map<String, String>> rows = ResultsCsv.read(out);
        assertThat(rows).extracting(r -> r.get("mapping")).containsExactly("explicit", "dynamic");
        assertThat(rows).allSatisfy(r -> {
            assertThat(r.get("dataset")).isEqualTo(dataset);
            assertThat(r.get("docs_verified")).isEqualTo("1500");
            assertThat(r.get("bad_docs")).isEqualTo("0");
        });
    }

    @Test
    void ndjsonWithMappingFileOrDynamicMappingRuns() throws Exception {
        Path data = dir.resolve("mine.ndjson");
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 50; i++) {
            text.append("{\"user\": \"u").append(i % 7).append("\", \"n\": ").append(i)
                    .append(", \"at\": \"2020-01-0").append(1 + i % 9).append("T10:00:00Z\"}\n");
        }
        Files.writeString(data, text);
        Path mapping = dir.resolve("mapping.json");
        Files.writeString(mapping, "{\"mappings\": {\"properties\": {\"user\": {\"type\": \"keyword\"}, "
                + "\"n\": {\"type\": \"integer\"}, \"at\": {\"type\": \"date\"}}}}");
        Path out = dir.resolve("r.csv");
        CliRun explicit = CliRun.of("run", "--dataset", "ndjson:" + data, "--mapping-file", mapping.toString(),
                "--docs", "120", "--quiet", "--out", out.toString());
        assertThat(explicit.exitCode()).as(explicit.err()).isZero();
        CliRun dynamic = CliRun.of("run", "--dataset", "ndjson:" + data, "--mapping", "dynamic", "--docs", "120",
                "--quiet", "--out", out.toString());
        assertThat(dynamic.exitCode()).as(dynamic.err()).isZero();
        List<Map<String, String>> rows = ResultsCsv.read(out);
        assertThat(rows).extracting(r -> r.get("docs_verified")).containsExactly("120", "120");
        assertThat(rows.get(0).get("mapping_file")).isEqualTo(mapping.toString());

        // Without a mapping file, as Elasticsearch does for an index without mappings: dynamic mapping, said so.
        Path noTypesOut = dir.resolve("x.csv");
        CliRun noTypes = CliRun.of("run", "--dataset", "ndjson:" + data, "--docs", "10", "--quiet",
                "--out", noTypesOut.toString());
        assertThat(noTypes.exitCode()).as(noTypes.err()).isZero();
        assertThat(noTypes.out()).containsPattern("mapping +dynamic");
        assertThat(ResultsCsv.read(noTypesOut).get(0)).containsEntry("mapping", "dynamic")
                .containsEntry("docs_verified", "10");

        // Asking for explicit types of a corpus that declares none is still refused.
        CliRun explicitNoTypes = CliRun.of("run", "--dataset", "ndjson:" + data, "--mapping", "explicit", "--docs",
                "10", "--quiet", "--out", dir.resolve("y.csv").toString());
        assertThat(explicitNoTypes.exitCode()).isEqualTo(2);
        assertThat(explicitNoTypes.err()).contains("--dataset").contains("declares no field types: give --mapping-file");
        assertThat(Files.exists(dir.resolve("y.csv"))).isFalse();
    }

    @Test
    void lineDocsFileRuns() throws Exception {
        Path data = dir.resolve("mine.txt.gz");
        try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(data))) {
            for (int i = 0; i < 30; i++) {
                out.write(("Title " + i + "\t2012-08-10\tbody words number " + i + "\n")
                        .getBytes(StandardCharsets.UTF_8));
            }
        }
        CliRun run = CliRun.of("run", "--dataset", "linedocs:" + data, "--docs", "100", "--quiet",
                "--out", dir.resolve("r.csv").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(ResultsCsv.read(dir.resolve("r.csv")).get(0).get("docs_verified")).isEqualTo("100");
    }

    @Test
    void aMalformedLineFailsTheTrialWithFileAndLineUnlessSkipped() throws Exception {
        Path data = dir.resolve("broken.ndjson");
        Files.writeString(data, "{\"a\": 1}\n{\"a\": 2}\n{\"a\": \n{\"a\": 4}\n");
        Path out = dir.resolve("r.csv");
        CliRun failed = CliRun.of("run", "--dataset", "ndjson:" + data, "--mapping", "dynamic", "--docs", "3",
                "--bulk-size", "1", "--threads", "1", "--quiet", "--out", out.toString());
        assertThat(failed.exitCode()).isEqualTo(1);
        assertThat(failed.err()).contains("broken.ndjson:3: malformed JSON");
        Map<String, String> row = ResultsCsv.read(out).get(0);
        assertThat(row.get("status")).isEqualTo("failed");
        assertThat(row.get("error")).startsWith("broken.ndjson:3: malformed JSON");

        CliRun skipped = CliRun.of("run", "--dataset", "ndjson:" + data, "--mapping", "dynamic", "--docs", "6",
                "--skip-bad", "--quiet", "--out", out.toString());
        assertThat(skipped.exitCode()).as(skipped.err()).isZero();
        Map<String, String> ok = ResultsCsv.read(out).get(1);
        assertThat(ok.get("status")).isEqualTo("ok");
        assertThat(ok.get("bad_docs")).isEqualTo("2");
        assertThat(ok.get("docs_verified")).isEqualTo("6");
    }

    @Test
    void aDocumentLuceneRejectsFailsTheTrialUnlessSkipped() throws Exception {
        Path data = dir.resolve("immense.ndjson");
        String immense = "x".repeat(40_000); // a keyword term over Lucene's 32,766-byte limit
        Files.writeString(data, "{\"k\": \"a\"}\n{\"k\": \"" + immense + "\"}\n{\"k\": \"b\"}\n");
        Path mapping = dir.resolve("keyword.json");
        Files.writeString(mapping, "{\"properties\": {\"k\": {\"type\": \"keyword\"}}}");
        Path out = dir.resolve("r.csv");
        CliRun failed = CliRun.of("run", "--dataset", "ndjson:" + data, "--mapping-file", mapping.toString(),
                "--docs", "3", "--threads", "1", "--quiet", "--out", out.toString());
        assertThat(failed.exitCode()).isEqualTo(1);
        assertThat(failed.err()).contains("immense.ndjson:2: rejected by Lucene");

        CliRun skipped = CliRun.of("run", "--dataset", "ndjson:" + data, "--mapping-file", mapping.toString(),
                "--docs", "9", "--skip-bad", "--quiet", "--out", out.toString());
        assertThat(skipped.exitCode()).as(skipped.err()).isZero();
        Map<String, String> row = ResultsCsv.read(out).get(1);
        assertThat(row.get("bad_docs")).isEqualTo("3");
        assertThat(row.get("docs_verified")).isEqualTo("6");
    }

    @Test
    void explicitIdsWithUpdatesLeaveFewerLiveDocuments() throws Exception {
        Path out = dir.resolve("r.csv");
        CliRun run = CliRun.of("run", "--dataset", "http_logs", "--ids", "explicit", "--update-ratio", "0.2",
                "--docs", "5000", "--quiet", "--out", out.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        Map<String, String> row = ResultsCsv.read(out).get(0);
        assertThat(row.get("ids")).isEqualTo("explicit");
        assertThat(row.get("update_ratio")).isEqualTo("0.2");
        assertThat(Long.parseLong(row.get("docs_verified"))).isBetween(3800L, 4200L);
    }
}
