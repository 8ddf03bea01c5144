package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.results.ResultColumns;
import ingestlab.settings.Factor;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Keeps the README and the manual true: the README opens with the two set-up commands, docs/columns.md documents
 * every result column and docs/options.md every option.
 */
class ReadmeTest {
    private static String readme() throws Exception {
        return Files.readString(Path.of("..", "README.md"));
    }

    private static String columnsDoc() throws Exception {
        return Files.readString(Path.of("..", "docs", "columns.md"));
    }

    private static String optionsDoc() throws Exception {
        return Files.readString(Path.of("..", "docs", "options.md"));
    }

    @Test
    void opensWithTheTwoSetUpCommands() throws Exception {
        String head = readme().lines().limit(6).reduce("", (a, b) -> a + b + "\n");
        assertThat(head).contains("bin/lab run").contains("mvn -B verify");
        assertThat(Files.readString(Path.of("..", ".ci", "run"))).contains("mvn -B verify");
    }

    @Test
    void documentsEveryResultColumn() throws Exception {
        String readme = columnsDoc();
        for (String column : ResultColumns.names()) {
            assertThat(readme).as("README documents column %s", column).contains("`" + column);
        }
    }

    @Test
    void documentsEveryFactorWithItsOptionAndAliases() throws Exception {
        String readme = columnsDoc();
        String options = optionsDoc();
        for (Factor factor : Factor.options()) {
            assertThat(readme).as("README's factor table row of %s", factor.column())
                    .contains("| `" + factor.column() + "` | `" + factor.option() + "` |");
            for (String alias : factor.aliases()) {
                assertThat(options).as("docs/options.md documents alias %s", alias).contains("(alias `" + alias + "`)");
            }
        }
    }

    @Test
    void documentsEveryRunOption() throws Exception {
        String readme = optionsDoc();
        for (var option : LabCommand.commandLine().getSubcommands().get("run").getCommandSpec().options()) {
            // hidden options (--run-id: set by lab sweep for its forked trials) are not the user's
            if (!option.usageHelp() && !option.versionHelp() && !option.hidden()) {
                assertThat(readme).as("README documents %s", option.longestName()).contains("`" + option.longestName());
            }
        }
    }
}
