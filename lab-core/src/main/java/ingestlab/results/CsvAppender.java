package ingestlab.results;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.file.AccessDeniedException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * An append-only CSV file: the header written once, rows written whole in one write and forced to disk, so a crash
 * never loses a finished row. A last line without its newline is a torn write: {@link #repairTornTail} cuts it off.
 */
final class CsvAppender {
    // Quote only what needs quoting: by default Jackson quotes every value longer than 24 characters, column names too.
    private static final CsvMapper MAPPER = CsvMapper.builder()
            .enable(com.fasterxml.jackson.dataformat.csv.CsvGenerator.Feature.STRICT_CHECK_FOR_QUOTING).build();

    private final Path path;
    private final List<String> header;

    private CsvAppender(Path path, List<String> header) {
        this.path = path;
        this.header = List.copyOf(header);
    }

    /**
     * Checks that rows can be appended before anything runs: the folder can be made, the path is not a folder, and
     * an existing file has this header.
     */
    static CsvAppender open(Path path, List<String> header) throws IOException {
        Path parent = path.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        if (Files.isDirectory(path)) {
            throw new IOException(path + " is a folder, not a file");
        }
        if (Files.exists(path) && !Files.isWritable(path)) {
            throw new AccessDeniedException(path.toString());
        }
        if (Files.exists(path) && Files.size(path) > 0) {
            List<String> existing = firstLine(path);
            if (!existing.equals(header)) {
                throw new IOException(path + " has other columns than this version of the lab writes; use a new file");
            }
        }
        return new CsvAppender(path, header);
    }

    Path path() {
        return path;
    }

    /** Appends rows, with the header first if the file is new, in one write, then forces them to disk. */
    synchronized void append(List<List<String>> rows) throws IOException {
        StringBuilder text = new StringBuilder();
        if (!Files.exists(path) || Files.size(path) == 0) {
            text.append(line(header));
        }
        for (List<String> row : rows) {
            text.append(line(row));
        }
        try (FileChannel channel = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND)) {
            ByteBuffer bytes = ByteBuffer.wrap(text.toString().getBytes(StandardCharsets.UTF_8));
            while (bytes.hasRemaining()) {
                channel.write(bytes);
            }
            channel.force(true);
        }
    }

    /**
     * Cuts off a last line that has no newline (a write torn by a crash), and returns it; null if the file ends
     * cleanly. Every complete row stays.
     */
    static String repairTornTail(Path path) throws IOException {
        if (!Files.exists(path) || Files.size(path) == 0) {
            return null;
        }
        byte[] bytes = Files.readAllBytes(path);
        if (bytes[bytes.length - 1] == '\n') {
            return null;
        }
        int keep = bytes.length;
        while (keep > 0 && bytes[keep - 1] != '\n') {
            keep--;
        }
        String torn = new String(bytes, keep, bytes.length - keep, StandardCharsets.UTF_8);
        try (FileChannel channel = FileChannel.open(path, StandardOpenOption.WRITE)) {
            channel.truncate(keep);
            channel.force(true);
        }
        return torn;
    }

    static String line(List<String> values) throws IOException {
        return MAPPER.writer(CsvSchema.emptySchema()).writeValueAsString(values.toArray(new String[0]));
    }

    private static List<String> firstLine(Path path) throws IOException {
        String first;
        try (var lines = Files.lines(path, StandardCharsets.UTF_8)) {
            first = lines.findFirst().orElse("");
        }
        try (MappingIterator<List<String>> rows = MAPPER.readerForListOf(String.class)
                .with(CsvParser.Feature.WRAP_AS_ARRAY).readValues(new StringReader(first))) {
            return rows.hasNext() ? rows.next() : List.of();
        }
    }
}
