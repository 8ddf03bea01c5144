package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ReportCommandTest {
    private static final String ONE_RUN = """
            [{"jmhVersion": "1.37", "benchmark": "ingestlab.jmh.CodecBenchmark.index", "mode": "ss", "forks": 1,
              "measurementIterations": 1, "warmupIterations": 0, "jvmArgs": ["-Xmx1g"], "params": {"codec": "default"},
              "primaryMetric": {"score": 2.5, "scoreError": "NaN", "scoreUnit": "s/op", "rawData": [[2.5]]},
              "secondaryMetrics": {"segment_count": {"score": 3.0, "scoreError": "NaN", "scoreUnit": "#",
                                                     "rawData": [[3.0]]}}}]
            """;

    @TempDir
    Path tmp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int lab(String... args) {
        CommandLine cli = LabCommand.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        return cli.execute(args);
    }

    @Test
    void writesTheReportFolder() throws Exception {
        Path json = Files.writeString(tmp.resolve("results.json"), ONE_RUN);
        Path folder = tmp.resolve("report");
        assertThat(lab("report", "--jmh", json.toString(), "--out", folder.toString())).isZero();
        assertThat(out.toString()).contains("## CodecBenchmark.index", "2.500");
        assertThat(folder.resolve("tables.md")).isNotEmptyFile();
        assertThat(folder.resolve("throughput.csv")).content().contains("CodecBenchmark");
        assertThat(folder.resolve("segments.csv")).content().contains("segment_count");
        assertThat(folder.resolve("environment.csv")).content().contains("git_sha");
        assertThat(folder.resolve("results.json")).content().isEqualTo(ONE_RUN);
    }

    @Test
    void aMissingFileIsOneLineAndExitTwo() {
        Path missing = tmp.resolve("nope.json");
        assertThat(lab("report", "--jmh", missing.toString(), "--out", tmp.resolve("r").toString())).isEqualTo(2);
        assertThat(err.toString().strip()).isEqualTo("lab report: Invalid value for option '--jmh': '" + missing
                + "' does not exist or is not a file");
        assertThat(tmp.resolve("r")).doesNotExist();
    }

    @Test
    void aFileThatIsNotJmhJsonIsOneLineAndExitTwo() throws Exception {
        Path csv = Files.writeString(tmp.resolve("results.csv"), "a,b\n1,2\n");
        assertThat(lab("report", "--jmh", csv.toString())).isEqualTo(2);
        assertThat(err.toString().strip()).startsWith("lab report: Invalid value for option '--jmh': '")
                .contains("is not JSON").doesNotContain("\n");
    }

    @Test
    void optionsOfResultFilesAreRefusedBesideJmh() throws Exception {
        Path json = Files.writeString(tmp.resolve("results.json"), ONE_RUN);
        assertThat(lab("report", "--jmh", json.toString(), "--charts", tmp.resolve("c").toString())).isEqualTo(2);
        assertThat(err.toString().strip()).isEqualTo("lab report: Invalid value for option '--charts': only with "
                + "result FILES, not with --jmh");
        assertThat(tmp.resolve("c")).doesNotExist();
    }

    @Test
    void withoutFilesOrJmhItSaysWhatIsMissing() {
        assertThat(lab("report")).isEqualTo(2);
        assertThat(err.toString().strip()).isEqualTo("lab report: Missing result FILES (lab run's CSVs) or --jmh=FILE");
    }
}
