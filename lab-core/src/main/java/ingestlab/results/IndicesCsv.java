package ingestlab.results;

import ingestlab.metrics.IndexObservations;
import ingestlab.util.WriterLock;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The per-index file beside a result file ({@code results.csv} → {@code results-indices.csv}): one row per trial and
 * index of its workload, keyed by run id, configuration hash, trial and order, so it joins the result rows; then every
 * {@link IndexColumn}. Appended and fsynced per trial.
 */
public final class IndicesCsv {
    private final CsvAppender file;

    private IndicesCsv(CsvAppender file) {
        this.file = file;
    }

    /** The per-index file of a result file. */
    public static Path pathFor(Path results) {
        return CompanionFile.path(results, "indices");
    }

    /** Checks that rows can be appended to the locked file: if it has a header, it is this lab's. */
    static IndicesCsv open(WriterLock file) throws IOException {
        return new IndicesCsv(CsvAppender.open(file, header()));
    }

    public Path path() {
        return file.path();
    }

    /** Its columns: the trial's run id, config hash, number and order, then every {@link IndexColumn}. */
    public static List<String> header() {
        List<String> names = new ArrayList<>(CompanionFile.keyHeader());
        for (IndexColumn column : IndexColumn.values()) {
            names.add(column.column());
        }
        return names;
    }

    /** Appends a trial's rows, one per index (none for a failed trial). */
    public void append(TrialResult result) throws IOException {
        CompanionFile.append(file, values(result));
    }

    /** A trial's rows as column → value, for a forked trial to send to its parent. */
    public static List<Map<String, String>> rows(TrialResult result) {
        return CompanionFile.named(header(), values(result));
    }

    /** Appends rows another JVM made ({@link #rows}), column by column. */
    void appendCopied(List<Map<String, String>> rows) throws IOException {
        CompanionFile.append(file, CompanionFile.inOrder(header(), rows));
    }

    private static List<List<String>> values(TrialResult result) {
        List<List<String>> rows = new ArrayList<>();
        if (result.observations() == null) {
            return rows;
        }
        for (IndexObservations index : result.observations().indices()) {
            List<String> row = new ArrayList<>(CompanionFile.key(result));
            for (IndexColumn column : IndexColumn.values()) {
                row.add(column.read(index));
            }
            rows.add(row);
        }
        return rows;
    }
}
