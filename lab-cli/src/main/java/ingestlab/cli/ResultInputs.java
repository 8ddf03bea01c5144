package ingestlab.cli;

import ingestlab.report.IndexRows;
import ingestlab.report.ResultRows;
import ingestlab.report.RowFilter;
import ingestlab.report.chart.Timeline;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import picocli.CommandLine;

/** Result files a command reads, and the rows it picks from them; what is wrong with one is a one-line error naming it. */
final class ResultInputs {
    private ResultInputs() {}

    /** Reads result files, turning what is wrong with one into a one-line error naming it. */
    static ResultRows read(CommandLine cli, List<Path> files, String parameter) throws IOException {
        try {
            return ResultRows.read(files);
        } catch (IllegalArgumentException e) {
            throw BadInput.parameter(cli, parameter, e.getMessage());
        }
    }

    /** The ok trials of one FILE; none is bad input. */
    static List<Map<String, String>> okRows(CommandLine cli, Path file) throws IOException {
        List<Map<String, String>> rows = read(cli, List.of(file), "FILE").counted();
        if (rows.isEmpty()) {
            throw BadInput.parameter(cli, "FILE", "'" + file + "' has no ok trials (status=ok, not warm-up)");
        }
        return rows;
    }

    /** The ok trials of {@code file}'s rows whose factors {@code option}'s K=V text matches; none is bad input. */
    static List<Map<String, String>> matching(CommandLine cli, ResultRows rows, Path file, String option, String text) {
        RowFilter filter = BadInput.checkOption(cli, option, () -> RowFilter.parse(text, rows.factorColumns()));
        List<Map<String, String>> matched = rows.counted().stream().filter(filter::matches).toList();
        if (matched.isEmpty()) {
            throw BadInput.option(cli, option, "'" + text + "' matches no ok trial in '" + file + "'");
        }
        return matched;
    }

    /** The per-index rows of these files' counted trials; a missing or bad file, or none of them, is bad input. */
    static IndexRows readIndexRows(CommandLine cli, List<Path> files, List<Map<String, String>> counted)
            throws IOException {
        IndexRows indexRows;
        try {
            indexRows = IndexRows.readBesides(files, counted);
        } catch (IllegalArgumentException e) {
            throw BadInput.option(cli, "--by", e.getMessage());
        }
        if (indexRows.rows().isEmpty()) {
            throw BadInput.option(cli, "--by", "the per-index files beside " + files.stream().map(Path::toString)
                    .collect(Collectors.joining(", ")) + " hold no row of an ok trial (status=ok, not warm-up)");
        }
        return indexRows;
    }

    /** The timeline samples beside these result files ({@code --timeline}); a missing or bad file is bad input. */
    static Timeline timeline(CommandLine cli, List<Path> files) {
        try {
            return Timeline.readBesides(files);
        } catch (IOException | IllegalArgumentException e) {
            throw BadInput.option(cli, "--timeline", e.getMessage());
        }
    }
}
