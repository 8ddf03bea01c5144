package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Links that hold: every relative link of the README, docs/ and reports/ reaches a file and, with #, a heading. */
class DocLinksTest {
    private static final Path ROOT = Path.of("..");

    @Test
    void everyRelativeLinkOfTheReadmeDocsAndReportsHolds() throws Exception {
        List<Path> files = new ArrayList<>(List.of(ROOT.resolve("README.md")));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"));
             Stream<Path> reports = Files.walk(ROOT.resolve("reports"))) {
            Stream.concat(docs, reports).filter(p -> p.toString().endsWith(".md"))
                    .filter(p -> !p.startsWith(ROOT.resolve("reports").resolve("runs"))).forEach(files::add);
        }
        assertThat(files).as("README.md, docs/*.md and reports/**/*.md").hasSizeGreaterThan(10);

        List<String> broken = new ArrayList<>();
        for (Path file : files) {
            broken.addAll(MarkdownLinks.broken(file));
        }
        assertThat(broken).as("broken links").isEmpty();
    }

    @Test
    void aLinkToAMissingFileOrHeadingIsBrokenAndOthersAreNot(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("docs"));
        Files.writeString(dir.resolve("docs").resolve("run.md"), """
                # `lab run`
                ## The launcher, step by step
                ## Options
                ## Options
                """);
        Path readme = dir.resolve("README.md");
        Files.writeString(readme, """
                See [run](docs/run.md), [launcher](docs/run.md#the-launcher-step-by-step), [the second](docs/run.md#options-1),
                [here](#top), [gone](docs/gone.md), [no such heading](docs/run.md#the-launcher),
                [site](https://example.org/nothing.md#x) and `[code](docs/nothing.md)`.
                # Top
                ```
                [in a block](docs/also-nothing.md)
                ```
                """);

        assertThat(MarkdownLinks.broken(readme)).containsExactly(
                readme + ":2: docs/gone.md (no such file)",
                readme + ":2: docs/run.md#the-launcher (no heading with anchor #the-launcher)");
    }

    @Test
    void anchorsFollowGitHubsRule() {
        assertThat(MarkdownLinks.slug("`lab sweep`")).isEqualTo("lab-sweep");
        assertThat(MarkdownLinks.slug("How much of this is the lab?")).isEqualTo("how-much-of-this-is-the-lab");
        assertThat(MarkdownLinks.slug("Where the time goes: the profile, which the noise does not move"))
                .isEqualTo("where-the-time-goes-the-profile-which-the-noise-does-not-move");
        assertThat(MarkdownLinks.slug("docs_per_s (docs/s, higher is better)"))
                .isEqualTo("docs_per_s-docss-higher-is-better");
    }
}
