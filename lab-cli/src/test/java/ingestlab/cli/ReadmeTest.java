package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.results.ResultColumns;
import ingestlab.settings.Factor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Keeps the README true: it opens with the two set-up commands and documents every result column and option. */
class ReadmeTest {
    private static String readme() throws Exception {
        return Files.readString(Path.of("..", "README.md"));
    }

    @Test
    void opensWithTheTwoSetUpCommands() throws Exception {
        String head = readme().lines().limit(6).reduce("", (a, b) -> a + b + "\n");
        assertThat(head).contains("bin/lab run").contains("mvn -B verify");
        assertThat(Files.readString(Path.of("..", ".ci", "run"))).contains("mvn -B verify");
    }

    @Test
    void documentsEveryResultColumn() throws Exception {
        String readme = readme();
        for (String column : ResultColumns.names()) {
            // the whole name in backticks: `flushes_by_refresh` does not document `flushes`
            assertThat(readme).as("README documents column %s", column).contains("`" + column + "`");
        }
    }

    @Test
    void documentsEveryFactorWithItsOptionAndAliases() throws Exception {
        String readme = readme();
        for (Factor factor : Factor.options()) {
            assertThat(readme).as("README's factor table row of %s", factor.column())
                    .contains("| `" + factor.column() + "` | `" + factor.option() + "` |");
            for (String alias : factor.aliases()) {
                assertThat(readme).as("README documents alias %s", alias).contains("(alias `" + alias + "`)");
            }
        }
    }

    @Test
    void documentsEveryRunOption() throws Exception {
        String readme = readme();
        for (var option : LabCommand.commandLine().getSubcommands().get("run").getCommandSpec().options()) {
            // hidden options (--run-id: set by lab sweep for its forked trials) are not the user's
            if (!option.usageHelp() && !option.versionHelp() && !option.hidden()) {
                // the whole option, alone or before its parameter: `--flush-mode` does not document `--flush`
                Pattern documented = Pattern.compile("`" + Pattern.quote(option.longestName()) + "[` =]");
                assertThat(readme).as("README documents %s", option.longestName()).containsPattern(documented);
            }
        }
    }
}
