package ingestlab.experiment;

import ingestlab.load.ClientSettings;
import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.metrics.Metric;
import ingestlab.results.ResultFiles;
import ingestlab.results.ResultsCsv;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two windows of a real trial: docs_per_s to the last acknowledgement, docs_per_s_settled to the end of the final
 * refresh and merges, as its row records them.
 */
class SettledWindowTest {
    private static final int DOCS = 3000;

    @TempDir
    Path dir;

    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void theSettledRateIsTheSameDocumentsOverTheTimeToTheEndOfTheFinalWork() throws Exception {
        ExperimentSpec spec = LabSettings.defaults().set(ClientSettings.DOCS, DOCS)
                .set(ClientSettings.BULK_SIZE, 200).build();
        Path out = dir.resolve("results.csv");
        try (ResultFiles files = ResultFiles.open(out, true, true)) {
            new ExperimentRunner(new ExperimentRunner.Options(dir.resolve("work"), false, 0, false))
                    .run(spec, 1, "run-1", files, ProgressListener.NONE);
        }
        List<Map<String, String>> rows = ResultsCsv.read(out);
        assertThat(rows).hasSize(1);
        Map<String, String> row = rows.getFirst();
        double docs = Double.parseDouble(row.get(ClientSettings.DOCS.column()));
        double elapsed = number(row, Metric.ELAPSED_S);
        double fin = number(row, Metric.FINAL_S);
        double settled = number(row, Metric.DOCS_PER_S_SETTLED);
        assertThat(docs).isEqualTo(DOCS);
        assertThat(fin).as("the final refresh takes some time").isPositive();
        // seconds are written to 3 decimals and rates to 1: the bounds of docs / (elapsed_s + final_s) they allow
        double slack = 0.001; // half a millisecond on each of the two times
        assertThat(settled).isBetween(docs / (elapsed + fin + slack) - 0.05, docs / (elapsed + fin - slack) + 0.05);
        assertThat(settled).isLessThanOrEqualTo(number(row, Metric.DOCS_PER_S));

        double finalCpu = number(row, Metric.FINAL_CPU_S);
        double cpu = number(row, Metric.CPU_S);
        assertThat(finalCpu).isGreaterThanOrEqualTo(0);
        double perCpu = number(row, Metric.DOCS_PER_CPU_S_SETTLED);
        assertThat(perCpu).isBetween(docs / (cpu + finalCpu + slack) - 0.05, docs / (cpu + finalCpu - slack) + 0.05);
    }

    private static double number(Map<String, String> row, Metric metric) {
        String text = row.get(metric.column());
        assertThat(text).as(metric.column()).isNotBlank();
        return Double.parseDouble(text);
    }
}
