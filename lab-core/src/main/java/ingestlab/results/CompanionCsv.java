package ingestlab.results;

import ingestlab.util.WriterLock;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One {@link CompanionFile} beside a result file, open for appending under the {@link WriterLock} its
 * {@link ResultFiles} holds: a trial's rows are appended whole and forced to disk.
 */
final class CompanionCsv {
    private final CompanionFile kind;
    private final CsvAppender file;

    private CompanionCsv(CompanionFile kind, CsvAppender file) {
        this.kind = kind;
        this.file = file;
    }

    /**
     * Checks that rows can be appended to the locked file: if it has a header, it is this lab's, or an older
     * version's, which lacks columns added since ({@link FileColumns}).
     */
    static CompanionCsv open(CompanionFile kind, WriterLock file) throws IOException {
        return new CompanionCsv(kind, CsvAppender.open(file, kind.header()));
    }

    CompanionFile kind() {
        return kind;
    }

    Path path() {
        return file.path();
    }

    /** One line naming the columns the file lacks (an older version wrote it); empty if it has them all. */
    Optional<String> note() {
        return file.note();
    }

    /** Appends a trial's rows (none for a failed trial). */
    void append(TrialResult result) throws IOException {
        append(kind.values(result));
    }

    /** Appends rows a forked trial sent ({@link CompanionFile#rows}), column by column. */
    void appendCopied(List<Map<String, String>> rows) throws IOException {
        append(kind.inOrder(rows));
    }

    private void append(List<List<String>> rows) throws IOException {
        if (!rows.isEmpty()) {
            file.append(rows);
        }
    }
}
