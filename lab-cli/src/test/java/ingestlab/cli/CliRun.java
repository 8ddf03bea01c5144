package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;

/** Runs {@code lab} in-process and keeps what it printed. */
record CliRun(int exitCode, String out, String err) {
    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        picocli.CommandLine cli = LabCommand.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new CliRun(code, out.toString(), err.toString());
    }

    /** Asserts the run was refused as bad input (exit code 2, one line on stderr, nothing on stdout); that line. */
    String refusal() {
        assertThat(exitCode).as(err).isEqualTo(2);
        String[] lines = err.strip().split("\n");
        assertThat(lines).hasSize(1);
        assertThat(out).isEmpty();
        return lines[0];
    }
}
