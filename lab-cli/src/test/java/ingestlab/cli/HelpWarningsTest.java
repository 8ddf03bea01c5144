package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import picocli.CommandLine;

/**
 * Every command's {@code --help} prints its usage and nothing else. Picocli reads each description as a format
 * string; one it cannot format (an unescaped {@code %}) it prints raw, and its tracer ({@code CommandLine.tracer()},
 * which takes {@code System.err} each time it is asked for, unless a level was set in code) writes
 * {@code [picocli WARN] Could not format ...} there.
 */
@org.junit.jupiter.api.parallel.Isolated("changes JVM-wide state: System.err or system properties")
class HelpWarningsTest {
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void noCommandOrSubcommandsHelpPrintsAWarning() {
        assertThat(CommandLine.tracer().isWarn()).as("picocli's tracer reports warnings (system property picocli.trace)")
                .isTrue();
        Map<String, String> warnings = new TreeMap<>();
        int commands = walk("lab", LabCommand.commandLine(), warnings);

        assertThat(commands).as("commands whose help was printed").isGreaterThanOrEqualTo(16);
        assertThat(warnings).as("commands whose --help printed a WARN").isEmpty();
    }

    /** Prints the usage help of {@code cli} and of each subcommand under it; the count of commands. */
    private static int walk(String path, CommandLine cli, Map<String, String> warnings) {
        String printed = usageWithStandardError(cli);
        if (printed.contains("WARN")) {
            warnings.put(path, printed.lines().filter(line -> line.contains("WARN")).reduce("", (a, b) -> a + b + "\n"));
        }
        int commands = 1;
        for (Map.Entry<String, CommandLine> sub : cli.getSubcommands().entrySet()) {
            // an alias is listed again under its own name: print each command once
            if (sub.getKey().equals(sub.getValue().getCommandName())) {
                commands += walk(path + " " + sub.getKey(), sub.getValue(), warnings);
            }
        }
        return commands;
    }

    /** What {@code --help} prints to the command's out and err, and what picocli's tracer writes to System.err. */
    private static String usageWithStandardError(CommandLine cli) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        ByteArrayOutputStream traced = new ByteArrayOutputStream();
        PrintStream standardError = System.err;
        System.setErr(new PrintStream(traced, true, StandardCharsets.UTF_8));
        try {
            cli.usage(cli.getOut());
        } finally {
            System.setErr(standardError);
        }
        return out + "\n" + err + "\n" + traced.toString(StandardCharsets.UTF_8);
    }
}
