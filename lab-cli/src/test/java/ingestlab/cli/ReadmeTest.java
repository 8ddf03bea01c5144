package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.results.ResultColumns;
import ingestlab.settings.LabSettings;
import ingestlab.settings.Setting;
import java.nio.file.Files;
import java.nio.file.Path;
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
            assertThat(readme).as("README documents column %s", column).contains("`" + column);
        }
    }

    @Test
    void documentsEveryFactorWithItsOptionAndAliases() throws Exception {
        String readme = readme();
        for (Setting<?> factor : LabSettings.options()) {
            if (!factor.isColumn()) {
                continue; // run switches, documented with their command
            }
            assertThat(readme).as("README's factor table row of %s", factor.key())
                    .contains("| `" + factor.key() + "` | `" + factor.option() + "` |");
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
                assertThat(readme).as("README documents %s", option.longestName()).contains("`" + option.longestName());
            }
        }
    }
}
