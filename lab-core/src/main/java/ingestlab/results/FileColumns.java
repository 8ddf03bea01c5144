package ingestlab.results;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The columns of a file that this version's rows are appended to, and how a row is written in them. A file written by
 * this version has this version's columns. A file an older version wrote lacks the columns added since: its header is
 * this version's columns less some of them, in the same order. Rows go into such a file in its own columns, the ones
 * it lacks left out, so an old sweep can be resumed and extended. Any other header (a column this version does not
 * write, known columns in another order or twice, no column at all) is refused.
 */
final class FileColumns {
    private final List<String> header;
    private final int[] positions; // for each column of the file, its index in this version's row
    private final List<String> missing;

    private FileColumns(List<String> header, int[] positions, List<String> missing) {
        this.header = List.copyOf(header);
        this.positions = positions;
        this.missing = List.copyOf(missing);
    }

    /** A file with this version's columns (a new file, or one this version wrote). */
    static FileColumns current(List<String> columns) {
        return match(columns, columns).orElseThrow();
    }

    /**
     * How rows of this version's {@code columns} are written to {@code path}, whose header is {@code fileHeader}; an
     * {@link IOException} naming the reason if the file's columns are not this version's less some.
     */
    static FileColumns of(Path path, List<String> fileHeader, List<String> columns) throws IOException {
        Optional<FileColumns> matched = match(fileHeader, columns);
        if (matched.isEmpty()) {
            throw new IOException(path + " has other columns than this version of the lab writes ("
                    + mismatch(fileHeader, columns) + "); use a new file");
        }
        return matched.get();
    }

    /** The file's columns as a subsequence of {@code columns}, if they are one. */
    private static Optional<FileColumns> match(List<String> fileHeader, List<String> columns) {
        if (fileHeader.isEmpty()) {
            return Optional.empty();
        }
        int[] positions = new int[fileHeader.size()];
        List<String> missing = new ArrayList<>();
        int next = 0;
        for (int i = 0; i < fileHeader.size(); i++) {
            while (next < columns.size() && !columns.get(next).equals(fileHeader.get(i))) {
                missing.add(columns.get(next));
                next++;
            }
            if (next == columns.size()) {
                return Optional.empty();
            }
            positions[i] = next++;
        }
        missing.addAll(columns.subList(next, columns.size()));
        return Optional.of(new FileColumns(fileHeader, positions, missing));
    }

    /** Why a header is not this version's columns less some: the first column that does not fit. */
    private static String mismatch(List<String> fileHeader, List<String> columns) {
        if (fileHeader.isEmpty()) {
            return "its header is empty";
        }
        int last = -1;
        for (int i = 0; i < fileHeader.size(); i++) {
            String column = fileHeader.get(i);
            int at = columns.indexOf(column);
            if (at < 0) {
                return "'" + column + "' is not one of its columns";
            }
            if (fileHeader.subList(0, i).contains(column)) {
                return "'" + column + "' comes twice";
            }
            if (at < last) {
                return "'" + column + "' comes before '" + columns.get(last) + "' in its columns";
            }
            last = at;
        }
        throw new IllegalStateException("a header that fits was refused: " + fileHeader);
    }

    List<String> header() {
        return header;
    }

    /** This version's columns the file lacks, in column order; empty for a file of this version. */
    List<String> missing() {
        return missing;
    }

    /** A row in this version's column order, written in the file's columns. */
    List<String> project(List<String> row) {
        List<String> values = new ArrayList<>(positions.length);
        for (int position : positions) {
            values.add(row.get(position));
        }
        return values;
    }

    /** One line saying which columns {@code path} lacks and that its rows leave them out; empty if it lacks none. */
    Optional<String> note(Path path) {
        if (missing.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("note: " + path + " was written by an older version of the lab and lacks "
                + missing.size() + " column" + (missing.size() == 1 ? "" : "s") + " (" + String.join(", ", missing)
                + "); the rows appended to it leave them out");
    }
}
