package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A sweep file's {@code indices.NAME.KEY} axis makes configs of one workload name with their own hashes. */
class SweepIndexKeysTest {
    @TempDir
    Path dir;

    @Test
    void anIndexSettingAxisMakesOneConfigPerValue() throws Exception {
        Path yaml = Files.writeString(dir.resolve("k8.yaml"), """
                base:
                  workload: logs
                  docs: 1000
                grid:
                  indices.k8.refresh_interval: [5s, "off"]
                """);
        CliRun run = CliRun.of("sweep", "--file", yaml.toString(), "--dry-run");
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("2 configs").contains("indices.k8.refresh_interval_ms=5s")
                .contains("indices.k8.refresh_interval_ms=off");
        assertThat(run.out().lines().filter(l -> l.contains("indices.k8.refresh_interval_ms=") && !l.contains("#"))
                .map(l -> l.trim().split(" ")[0]).distinct()).as("config hashes").hasSize(2);
    }
}
