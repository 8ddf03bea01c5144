package ingestlab.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.metrics.Metric;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultRowsTest {
    @TempDir
    Path dir;

    @Test
    void concatenatesFilesWhoseColumnsComeInOtherOrders() throws Exception {
        Path a = Files.writeString(dir.resolve("a.csv"), """
                flush_mode,seed,docs_per_s,flushes,status,warmup
                full,1,100.0,5,ok,true
                full,1,200.0,6,ok,false
                full,1,,,failed,false
                """);
        Path b = Files.writeString(dir.resolve("b.csv"), """
                status,docs_per_s,flush_mode,seed
                ok,300.0,next-buffer,1
                """);
        ResultRows rows = ResultRows.read(List.of(a, b));
        assertThat(rows.counted()).as("no warm-up, no failed trial").extracting(r -> r.get("docs_per_s"))
                .containsExactly("200.0", "300.0");
        assertThat(rows.factorColumns()).containsExactly("flush_mode", "seed");
        assertThat(rows.metrics(List.of())).as("only metrics every file has").containsExactly(Metric.DOCS_PER_S);
        assertThatThrownBy(() -> rows.metrics(List.of("flushes")))
                .hasMessage("'flushes' is not a column of '" + b + "'");
        assertThat(ResultRows.values(rows.counted(), Metric.DOCS_PER_S)).containsExactly(200.0, 300.0);
    }

    @Test
    void refusesFilesThatAreNotLabResults() throws Exception {
        Path noStatus = Files.writeString(dir.resolve("x.csv"), "docs_per_s\n1\n");
        Path noMetric = Files.writeString(dir.resolve("y.csv"), "status,name\nok,a\n");
        Path header = Files.writeString(dir.resolve("z.csv"), "status,docs_per_s\n");
        assertThatThrownBy(() -> ResultRows.read(List.of(noStatus))).hasMessageContaining("has no 'status' column");
        assertThatThrownBy(() -> ResultRows.read(List.of(noMetric))).hasMessageContaining("has no metric columns");
        assertThatThrownBy(() -> ResultRows.read(List.of(header))).hasMessageContaining("has no rows");
        assertThatThrownBy(() -> ResultRows.read(List.of(dir.resolve("none.csv"))))
                .hasMessageContaining("does not exist");
    }
}
