package ingestlab.cli;

import ingestlab.report.DocsTables;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code lab docs-tables} (hidden, for maintainers): makes the manual's option and column tables anew from the
 * declarations, in place; with {@code --check}, only says which pages differ (exit 1), as the build's test does.
 */
@Command(name = "docs-tables", hidden = true, mixinStandardHelpOptions = true, description = "Regenerate the option and column tables in docs/.")
final class DocsTablesCommand implements Callable<Integer> {
    /** The pages that hold generated tables, relative to the lab's folder. */
    static final List<String> PAGES = List.of("docs/options.md", "docs/columns.md");

    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @Option(names = "--check", description = "Change nothing; exit 1 when a page differs from what the declarations "
            + "generate.")
    boolean check;

    @Override
    public Integer call() throws IOException {
        List<String> differing = new ArrayList<>();
        for (String page : PAGES) {
            Path path = LabHome.path().resolve(page);
            String text = Files.readString(path, StandardCharsets.UTF_8);
            String generated = DocsTables.rewrite(text);
            if (!generated.equals(text)) {
                differing.add(page);
                if (!check) {
                    Files.writeString(path, generated, StandardCharsets.UTF_8);
                }
            }
        }
        String verb = check ? "differ from the declarations" : "rewritten";
        commandSpec.commandLine().getOut().println(differing.isEmpty() ? "up to date: " + String.join(", ", PAGES)
                : verb + ": " + String.join(", ", differing));
        return check && !differing.isEmpty() ? 1 : 0;
    }
}
