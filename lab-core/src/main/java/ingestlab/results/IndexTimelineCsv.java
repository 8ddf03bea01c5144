package ingestlab.results;

import ingestlab.metrics.IndexSample;
import ingestlab.metrics.IndexTimelineColumn;
import ingestlab.metrics.NodeSample;
import ingestlab.util.WriterLock;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The per-index timeline beside a result file ({@code results.csv} → {@code results-indices-timeline.csv}), with
 * {@code --timeline} on a node of many indices: one row per sample and index, keyed as the result rows are, then every
 * {@link IndexTimelineColumn}. Appended and fsynced per trial.
 */
public final class IndexTimelineCsv {
    private final CsvAppender file;

    private IndexTimelineCsv(CsvAppender file) {
        this.file = file;
    }

    public static Path pathFor(Path results) {
        return CompanionFile.path(results, "indices-timeline");
    }

    static IndexTimelineCsv open(WriterLock file) throws IOException {
        return new IndexTimelineCsv(CsvAppender.open(file, header()));
    }

    public Path path() {
        return file.path();
    }

    public static List<String> header() {
        List<String> names = new ArrayList<>(CompanionFile.keyHeader());
        for (IndexTimelineColumn column : IndexTimelineColumn.values()) {
            names.add(column.column());
        }
        return names;
    }

    /** Appends a trial's samples, a row per index of each (none for a failed trial). */
    public void append(TrialResult result) throws IOException {
        CompanionFile.append(file, values(result));
    }

    /** A trial's rows as column → value, for a forked trial to send to its parent. */
    public static List<Map<String, String>> rows(TrialResult result) {
        return CompanionFile.named(header(), values(result));
    }

    /** Appends rows a forked trial sent ({@link #rows}), column by column. */
    void appendCopied(List<Map<String, String>> rows) throws IOException {
        CompanionFile.append(file, CompanionFile.inOrder(header(), rows));
    }

    private static List<List<String>> values(TrialResult result) {
        List<List<String>> rows = new ArrayList<>();
        if (result.observations() == null) {
            return rows;
        }
        for (NodeSample sample : result.observations().timeline()) {
            for (IndexSample index : sample.indices()) {
                List<String> row = new ArrayList<>(CompanionFile.key(result));
                for (IndexTimelineColumn column : IndexTimelineColumn.values()) {
                    row.add(column.read(sample, index));
                }
                rows.add(row);
            }
        }
        return rows;
    }
}
