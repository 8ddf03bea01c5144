package ingestlab.results;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import ingestlab.util.WriterLock;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The tidy result file: one row per trial, the header written once, append-only, each row written whole and
 * fsynced as soon as its trial ends, so a crash later never loses it. Readable by {@code pandas.read_csv} with no
 * options.
 */
public final class ResultsCsv {
    private static final CsvMapper MAPPER = new CsvMapper();

    private final CsvAppender file;
    private final List<String> columns;

    private ResultsCsv(CsvAppender file, List<String> columns) {
        this.file = file;
        this.columns = List.copyOf(columns);
    }

    /**
     * Checks that rows can be appended to the locked file before any trial runs: if it already has a header, it is
     * this lab's header, or an older version's, which lacks columns added since ({@link FileColumns}).
     */
    static ResultsCsv open(WriterLock file) throws IOException {
        return open(file, ResultColumns.names());
    }

    /** {@link #open(WriterLock)} for rows of other {@code columns} (a reference engine's), appended as copied rows. */
    static ResultsCsv open(WriterLock file, List<String> columns) throws IOException {
        return new ResultsCsv(CsvAppender.open(file, columns), columns);
    }

    public Path path() {
        return file.path();
    }

    /** One line naming the columns the file lacks (an older version wrote it); empty if it has them all. */
    Optional<String> note() {
        return file.note();
    }

    /** Appends one trial's row, with the header first if the file is new, and forces it to disk. */
    public void append(TrialResult result) throws IOException {
        if (!columns.equals(ResultColumns.names())) {
            throw new IllegalStateException(file.path() + " holds rows of other columns than a lab trial's");
        }
        file.append(List.of(ResultColumns.values(result)));
    }

    /**
     * Appends rows read from another result file of this version (forked trials') or made by another writer (a
     * reference engine's), in this file's columns (those of an older version's file leave out what it lacks), all in
     * one write.
     */
    public void appendCopied(List<Map<String, String>> rows) throws IOException {
        List<List<String>> lines = new ArrayList<>();
        for (Map<String, String> row : rows) {
            List<String> values = new ArrayList<>();
            for (String column : columns) {
                if (!row.containsKey(column)) {
                    throw new IOException("the row to copy has no column " + column);
                }
                values.add(row.get(column));
            }
            lines.add(values);
        }
        file.append(lines);
    }

    /** Every complete row of this file, read through its lock's channel. */
    List<Map<String, String>> rows() throws IOException {
        return parse(file.readAll(), null);
    }

    /**
     * Reads every complete row of a result file as column → value maps, in file order; none from an empty file. A
     * last line without its newline was torn by a crash: it is left out, and {@code tornLine} (if given) is told.
     */
    public static List<Map<String, String>> read(Path path, java.util.function.Consumer<String> tornLine)
            throws IOException {
        return parse(Files.readString(path, StandardCharsets.UTF_8), tornLine);
    }

    private static List<Map<String, String>> parse(String text, java.util.function.Consumer<String> tornLine)
            throws IOException {
        if (!text.isEmpty() && !text.endsWith("\n")) {
            int cut = text.lastIndexOf('\n') + 1;
            if (tornLine != null) {
                tornLine.accept(text.substring(cut));
            }
            text = text.substring(0, cut);
        }
        List<Map<String, String>> rows = new ArrayList<>();
        if (text.isEmpty()) {
            return rows; // a file its writer locked (and so created) before its first row
        }
        try (Reader reader = new StringReader(text);
             MappingIterator<Map<String, String>> it = MAPPER.readerFor(Map.class)
                     .with(CsvSchema.emptySchema().withHeader()).readValues(reader)) {
            while (it.hasNext()) {
                rows.add(new LinkedHashMap<>(it.next()));
            }
        }
        return rows;
    }

    /**
     * Refuses, with an {@link IllegalArgumentException} naming the file, row and column, a cell of a {@code numeric}
     * column that is neither a number nor empty (a value not measured), so that statistics never meet text.
     */
    public static void requireNumbers(Path file, List<Map<String, String>> rows, Predicate<String> numeric) {
        for (int i = 0; i < rows.size(); i++) {
            for (Map.Entry<String, String> cell : rows.get(i).entrySet()) {
                String value = cell.getValue();
                if (numeric.test(cell.getKey()) && value != null && !value.isBlank() && !isNumber(value)) {
                    throw new IllegalArgumentException("'" + file + "' row " + (i + 1) + ": '" + value
                            + "' in column " + cell.getKey() + " is not a number");
                }
            }
        }
    }

    private static boolean isNumber(String text) {
        try {
            Double.parseDouble(text);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** {@link #read(Path, java.util.function.Consumer)}, ignoring a torn last line silently. */
    public static List<Map<String, String>> read(Path path) throws IOException {
        return read(path, null);
    }
}
