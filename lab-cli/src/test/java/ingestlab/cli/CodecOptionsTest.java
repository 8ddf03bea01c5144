package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Bad --codec / --codec-level input: one line naming the option, exit code 2, nothing written. */
class CodecOptionsTest {
    @TempDir
    Path temp;

    private record Run(int exitCode, String out, String err) {}

    private Run run(String... args) {
        CommandLine cli = LabCommand.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        String[] all = new String[args.length + 3];
        all[0] = "run";
        all[1] = "--out";
        all[2] = temp.resolve("results.csv").toString();
        System.arraycopy(args, 0, all, 3, args.length);
        return new Run(cli.execute(all), out.toString(), err.toString());
    }

    private void assertBadInput(Run run, String... fragments) {
        assertThat(run.exitCode()).isEqualTo(OneLineErrors.BAD_INPUT);
        assertThat(run.err().strip()).doesNotContain("\n").startsWith("lab run: ").contains(fragments);
        assertThat(run.out()).isEmpty();
        assertThat(temp.resolve("results.csv")).doesNotExist();
    }

    @Test
    void levelAboveSix() {
        assertBadInput(run("--codec", "zstd", "--codec-level", "7"), "--codec-level", "'7'", "1 to 6");
    }

    @Test
    void levelZero() {
        assertBadInput(run("--codec", "zstd-es", "--codec-level", "0"), "--codec-level", "'0'", "1 to 6");
    }

    @Test
    void levelWithACodecThatHasNone() {
        assertBadInput(run("--codec", "lz4", "--codec-level", "3"), "--codec-level", "--codec default",
                "has no levels");
        assertBadInput(run("--codec", "deflate", "--codec-level", "1"), "--codec best-compression");
        // no codec given: the default codec (LZ4) has no levels either
        assertBadInput(run("--codec-level", "2"), "--codec default");
    }

    @Test
    void levelThatIsNotANumber() {
        assertBadInput(run("--codec", "zstd", "--codec-level", "high"), "--codec-level", "high");
    }

    @Test
    void unknownCodecListsTheCodecsAndAliases() {
        assertBadInput(run("--codec", "snappy"), "--codec", "snappy", "default (alias lz4",
                "best-compression (alias deflate)", "zstd-no-dict", "zstd-es");
    }

    @Test
    void helpShowsTheLevelOption() {
        CommandLine cli = LabCommand.commandLine();
        StringWriter out = new StringWriter();
        cli.setOut(new PrintWriter(out));
        assertThat(cli.execute("run", "--help")).isZero();
        assertThat(out.toString()).contains("--codec-level=LEVEL", "--measure-fetch", "zstd-no-dict");
    }
}
