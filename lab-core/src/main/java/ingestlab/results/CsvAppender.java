package ingestlab.results;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import ingestlab.util.WriterLock;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * An append-only CSV file: the header written once, rows written whole in one write and forced to disk, so a crash
 * never loses a finished row. A last line without its newline is a torn write: {@link #cutTornTail} cuts it off.
 * Every read and write goes through the channel of the file's {@link WriterLock}, which the caller holds for as long
 * as this appender is used (a second descriptor of the file, closed, would drop the lock).
 */
final class CsvAppender {
    private static final int CHUNK = 8192;
    // Quote only what needs quoting: by default Jackson quotes every value longer than 24 characters, column names too.
    private static final CsvMapper MAPPER = CsvMapper.builder()
            .enable(com.fasterxml.jackson.dataformat.csv.CsvGenerator.Feature.STRICT_CHECK_FOR_QUOTING).build();

    private final WriterLock file;
    private final FileColumns columns;

    private CsvAppender(WriterLock file, FileColumns columns) {
        this.file = file;
        this.columns = columns;
    }

    /**
     * Checks, before anything runs, that a non-empty locked file has this header, or this header less columns added
     * since an older version wrote the file ({@link FileColumns}): rows are then written in the file's columns.
     */
    static CsvAppender open(WriterLock file, List<String> header) throws IOException {
        FileChannel channel = file.channel();
        if (channel.size() == 0) {
            return new CsvAppender(file, FileColumns.current(header));
        }
        // the header line only: a timeline file may hold millions of rows
        ByteArrayOutputStream first = new ByteArrayOutputStream();
        for (long at = 0; at < channel.size() && first.toString(StandardCharsets.UTF_8).indexOf('\n') < 0;
             at += CHUNK) {
            first.writeBytes(read(channel, at, CHUNK));
        }
        String text = first.toString(StandardCharsets.UTF_8);
        List<String> fileHeader = firstLine(text.lines().findFirst().orElse(""));
        if (!fileHeader.equals(header) && text.indexOf('\n') < 0) {
            // a header a crash cut short may end at a column boundary: it is not an older header
            throw new IOException(file.path() + " has other columns than this version of the lab writes (its header "
                    + "line has no end); use a new file");
        }
        return new CsvAppender(file, FileColumns.of(file.path(), fileHeader, header));
    }

    Path path() {
        return file.path();
    }

    /** One line naming the columns the file lacks (an older version wrote it); empty if it has them all. */
    Optional<String> note() {
        return columns.note(file.path());
    }

    /**
     * Appends rows given in this version's column order, with the header first if the file is empty, each in the
     * file's columns, in one write, then forces them to disk.
     */
    synchronized void append(List<List<String>> rows) throws IOException {
        FileChannel channel = file.channel();
        StringBuilder text = new StringBuilder();
        if (channel.size() == 0) {
            text.append(line(columns.header()));
        }
        for (List<String> row : rows) {
            text.append(line(columns.project(row)));
        }
        ByteBuffer bytes = ByteBuffer.wrap(text.toString().getBytes(StandardCharsets.UTF_8));
        long at = channel.size();
        while (bytes.hasRemaining()) {
            at += channel.write(bytes, at);
        }
        channel.force(true);
    }

    /** The whole file as text. */
    synchronized String readAll() throws IOException {
        FileChannel channel = file.channel();
        return new String(read(channel, 0, Math.toIntExact(channel.size())), StandardCharsets.UTF_8);
    }

    /**
     * Cuts off a last line that has no newline (a write torn by a crash), and returns it; null if the file ends
     * cleanly. Every complete row stays. Only the file's end is read.
     */
    static String cutTornTail(WriterLock file) throws IOException {
        FileChannel channel = file.channel();
        long size = channel.size();
        long keep = size;
        while (keep > 0) {
            int length = (int) Math.min(CHUNK, keep);
            byte[] chunk = read(channel, keep - length, length);
            int newline = chunk.length - 1;
            while (newline >= 0 && chunk[newline] != '\n') {
                newline--;
            }
            if (newline >= 0) {
                keep -= length - newline - 1;
                break;
            }
            keep -= length;
        }
        if (keep == size) {
            return null;
        }
        byte[] torn = read(channel, keep, Math.toIntExact(size - keep));
        channel.truncate(keep);
        channel.force(true);
        return new String(torn, StandardCharsets.UTF_8);
    }

    /** Up to {@code length} bytes from {@code at}, fewer at the end of the file. */
    private static byte[] read(FileChannel channel, long at, int length) throws IOException {
        ByteBuffer bytes = ByteBuffer.allocate(length);
        while (bytes.hasRemaining() && channel.read(bytes, at + bytes.position()) >= 0) {
            // until full or at the end
        }
        return Arrays.copyOf(bytes.array(), bytes.position());
    }

    static String line(List<String> values) throws IOException {
        return MAPPER.writer(CsvSchema.emptySchema()).writeValueAsString(values.toArray(new String[0]));
    }

    private static List<String> firstLine(String first) throws IOException {
        try (MappingIterator<List<String>> rows = MAPPER.readerForListOf(String.class)
                .with(CsvParser.Feature.WRAP_AS_ARRAY).readValues(new StringReader(first))) {
            return rows.hasNext() ? rows.next() : List.of();
        }
    }
}
