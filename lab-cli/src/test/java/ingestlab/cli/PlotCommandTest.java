package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(60)
class PlotCommandTest {
    @TempDir
    Path dir;

    private Path table() throws Exception {
        Path csv = dir.resolve("effects.csv");
        Files.writeString(csv, """
                pair,metric,x,ratio,low,high
                random/largest,merges,0.5,0.54,0.50,0.58
                random/largest,merges,4,0.20,0.15,0.27
                round-robin/random,merges,0.5,0.96,0.90,1.02
                round-robin/random,merges,4,1.01,,
                """);
        return csv;
    }

    @Test
    void drawsOneLinePerSeriesAsPngAndSvg() throws Exception {
        CliRun run = CliRun.of("plot", table().toString(), "--x", "x", "--y", "ratio", "--low", "low", "--high",
                "high", "--series", "pair", "--where", "metric=merges", "--log-x", "--reference", "1", "--out",
                dir.resolve("charts/merges").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(dir.resolve("charts/merges.png")).isNotEmptyFile();
        assertThat(Files.readString(dir.resolve("charts/merges.svg"))).contains("<svg");
    }

    @Test
    void refusesAnUnknownColumnInOneLine() throws Exception {
        String line = CliRun.of("plot", table().toString(), "--x", "buffer", "--y", "ratio", "--out",
                dir.resolve("c").toString()).refusal();
        assertThat(line).contains("--x").contains("'buffer'").contains("pair, metric, x, ratio, low, high");
        assertThat(dir.resolve("c.png")).doesNotExist();
    }

    @Test
    void refusesAnIntervalWithOneEndAndAFilterMatchingNothing() throws Exception {
        assertThat(CliRun.of("plot", table().toString(), "--x", "x", "--y", "ratio", "--low", "low", "--out",
                dir.resolve("c").toString()).refusal()).contains("--high");
        assertThat(CliRun.of("plot", table().toString(), "--x", "x", "--y", "ratio", "--where", "metric=docs",
                "--out", dir.resolve("c").toString()).refusal()).contains("--where").contains("matches no row");
    }

    @Test
    void refusesACellThatIsNoNumber() throws Exception {
        assertThat(CliRun.of("plot", table().toString(), "--x", "x", "--y", "pair", "--out",
                dir.resolve("c").toString()).refusal()).contains("--y").contains("'random/largest'");
    }
}
