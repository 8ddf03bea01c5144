package ingestlab.results;

import ingestlab.metrics.NodeSample;
import ingestlab.metrics.TimelineColumn;
import ingestlab.util.WriterLock;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The timeline file beside a result file ({@code results.csv} → {@code results-timeline.csv}): one row per sample,
 * keyed by run id, configuration hash, trial and order (which tells a warm-up from the measured trial of the same
 * number), so it joins the result rows. Appended and fsynced per trial.
 */
public final class TimelineCsv {
    private final CsvAppender file;

    private TimelineCsv(CsvAppender file) {
        this.file = file;
    }

    /** The timeline file of a result file. */
    public static Path pathFor(Path results) {
        return CompanionFile.path(results, "timeline");
    }

    /**
     * Checks that timeline rows can be appended to the locked file: if it has a header, it is this lab's, or an older
     * version's, which lacks columns added since ({@link FileColumns}).
     */
    static TimelineCsv open(WriterLock file) throws IOException {
        return new TimelineCsv(CsvAppender.open(file, header()));
    }

    public Path path() {
        return file.path();
    }

    /** One line naming the columns the file lacks (an older version wrote it); empty if it has them all. */
    Optional<String> note() {
        return file.note();
    }

    /** Its columns: the trial's run id, config hash and number, then every {@link TimelineColumn}. */
    public static List<String> header() {
        List<String> names = new ArrayList<>(CompanionFile.keyHeader());
        for (TimelineColumn column : TimelineColumn.values()) {
            names.add(column.column());
        }
        return names;
    }

    /** Appends timeline rows a forked trial sent ({@link #rows}), column by column. */
    public void appendCopied(List<Map<String, String>> rows) throws IOException {
        CompanionFile.append(file, CompanionFile.inOrder(header(), rows));
    }

    /** Appends a trial's samples (none for a failed trial or without {@code --timeline}). */
    public void append(TrialResult result) throws IOException {
        CompanionFile.append(file, values(result));
    }

    /** A trial's timeline rows, column → value (a forked trial sends them so to its parent). */
    public static List<Map<String, String>> rows(TrialResult result) {
        return CompanionFile.named(header(), values(result));
    }

    private static List<List<String>> values(TrialResult result) {
        List<List<String>> rows = new ArrayList<>();
        if (result.observations() == null) {
            return rows;
        }
        for (NodeSample sample : result.observations().timeline()) {
            List<String> row = new ArrayList<>(CompanionFile.key(result));
            for (TimelineColumn column : TimelineColumn.values()) {
                row.add(column.read(sample));
            }
            rows.add(row);
        }
        return rows;
    }
}
