package ingestlab.results;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tidy result file: one row per trial, the header written once, append-only, each row flushed and fsynced as
 * soon as its trial ends, so a crash later never loses it. Readable by {@code pandas.read_csv} with no options.
 */
public final class ResultsCsv {
    private static final CsvMapper MAPPER = new CsvMapper();

    private final Path path;

    private ResultsCsv(Path path) {
        this.path = path;
    }

    /**
     * Checks that rows can be appended to {@code path} before any trial runs: its folder can be made, and if the file
     * already has a header, it is this lab's header.
     */
    public static ResultsCsv open(Path path) throws IOException {
        Path parent = path.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        if (Files.exists(path) && Files.size(path) > 0) {
            List<String> existing = header(path);
            if (!existing.equals(ResultColumns.names())) {
                throw new IOException(path + " has other columns than this version of the lab writes; use a new --out file");
            }
        }
        return new ResultsCsv(path);
    }

    public Path path() {
        return path;
    }

    /** Appends one trial's row, with the header first if the file is new, and forces it to disk. */
    public synchronized void append(TrialResult result) throws IOException {
        StringBuilder text = new StringBuilder();
        if (!Files.exists(path) || Files.size(path) == 0) {
            text.append(line(ResultColumns.names()));
        }
        text.append(line(ResultColumns.values(result)));
        try (FileChannel channel = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND)) {
            ByteBuffer bytes = ByteBuffer.wrap(text.toString().getBytes(StandardCharsets.UTF_8));
            while (bytes.hasRemaining()) {
                channel.write(bytes);
            }
            channel.force(true);
        }
    }

    private static String line(List<String> values) throws IOException {
        return MAPPER.writer(CsvSchema.emptySchema()).writeValueAsString(values.toArray(new String[0]));
    }

    private static List<String> header(Path path) throws IOException {
        try (Reader reader = Files.newBufferedReader(path, StandardCharsets.UTF_8);
             MappingIterator<List<String>> rows = MAPPER.readerForListOf(String.class)
                     .with(CsvParser.Feature.WRAP_AS_ARRAY).readValues(reader)) {
            return rows.hasNext() ? rows.next() : List.of();
        }
    }

    /** Reads every row of a result file as column → value maps, in file order. */
    public static List<Map<String, String>> read(Path path) throws IOException {
        List<Map<String, String>> rows = new ArrayList<>();
        try (Reader reader = Files.newBufferedReader(path, StandardCharsets.UTF_8);
             MappingIterator<Map<String, String>> it = MAPPER.readerFor(Map.class)
                     .with(CsvSchema.emptySchema().withHeader()).readValues(reader)) {
            while (it.hasNext()) {
                rows.add(new LinkedHashMap<>(it.next()));
            }
        }
        return rows;
    }
}
