package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.report.DocsTables;
import ingestlab.results.IndexColumn;
import ingestlab.results.SearchColumn;
import ingestlab.results.ResultColumns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps the README and the manual true: the README opens with the two set-up commands; the option and column tables
 * are what the declarations generate; every result column and every option of {@code lab run} is documented by its
 * whole name.
 */
class ReadmeTest {
    private static String read(String... path) throws Exception {
        return Files.readString(Path.of("..", path));
    }

    @Test
    void opensWithTheTwoSetUpCommands() throws Exception {
        String head = read("README.md").lines().limit(6).reduce("", (a, b) -> a + b + "\n");
        assertThat(head).contains("bin/lab run").contains("mvn -B verify");
        assertThat(read(".ci", "run")).contains("mvn -B verify");
    }

    @Test
    void quotesEveryClaimsVerdictAsTheClaimsReportGivesIt() throws Exception {
        String readme = read("README.md");
        java.util.regex.Matcher heading = Pattern.compile("(?m)^## ([a-z0-9-]+): (.+)$")
                .matcher(read("reports", "claims.md"));
        int claims = 0;
        while (heading.find()) {
            claims++;
            assertThat(readme).as("README's row of claim " + heading.group(1)).containsPattern("(?m)^\\| \\["
                    + Pattern.quote(heading.group(1)) + "\\]\\(reports/claims\\.md#[^)]*\\) \\|.*\\| "
                    + Pattern.quote(heading.group(2)) + " \\|$");
        }
        assertThat(claims).as("claims in reports/claims.md").isGreaterThanOrEqualTo(14);
    }

    @Test
    void generatedTablesAreWhatTheDeclarationsGenerate() throws Exception {
        for (String page : DocsTablesCommand.PAGES) {
            String text = Files.readString(Path.of("..").resolve(page));
            assertThat(text).as(page + " holds generated tables").contains("<!-- generated: ");
            assertThat(DocsTables.rewrite(text)).as(page + " is stale: run bin/lab docs-tables").isEqualTo(text);
        }
    }

    @Test
    void documentsEveryResultColumnByItsWholeName() throws Exception {
        String columns = read("docs", "columns.md");
        for (String column : ResultColumns.names()) {
            assertThat(columns).as("docs/columns.md documents column %s", column).contains("`" + column + "`");
        }
    }

    @Test
    void documentsEveryPerIndexColumnByItsWholeName() throws Exception {
        documentsEveryColumnOf("Per-index file", Stream.of(IndexColumn.values()).map(IndexColumn::column));
    }

    @Test
    void documentsEverySearchesColumnByItsWholeName() throws Exception {
        documentsEveryColumnOf("Searches file", Stream.of(SearchColumn.values()).map(SearchColumn::column));
    }

    /** docs/columns.md has a section on a file beside the results and names each of its columns whole. */
    private static void documentsEveryColumnOf(String section, Stream<String> columnNames) throws Exception {
        String columns = read("docs", "columns.md");
        assertThat(columns).contains("## " + section);
        columnNames.forEach(column -> assertThat(columns).as("docs/columns.md documents %s column %s", section,
                column).contains("`" + column + "`"));
    }

    @Test
    void documentsEveryRunOptionByItsWholeName() throws Exception {
        String options = read("docs", "options.md");
        for (var option : LabCommand.commandLine().getSubcommands().get("run").getCommandSpec().options()) {
            // hidden options (set by a parent for its forked trial) are not the user's
            if (!option.usageHelp() && !option.versionHelp() && !option.hidden()) {
                assertThat(options).as("docs/options.md documents %s", option.longestName())
                        .containsPattern("`" + Pattern.quote(option.longestName()) + "[ `]");
            }
        }
    }
}
