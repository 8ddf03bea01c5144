package ingestlab.translog;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The on-disk layout shared by the writer and the reader: one file per generation, {@code translog-N.tlog}, as
 * Elasticsearch names them; each starts with a header (magic, generation), then operations, each
 * {@code [int size][int idLength][id][source][int CRC32C of size and body]}.
 */
final class TranslogFiles {
    static final int MAGIC = 0x4C544C47; // "LTLG"
    static final int HEADER_BYTES = Integer.BYTES + Long.BYTES;
    /** Size and checksum around an operation's body. */
    static final int FRAME_BYTES = 2 * Integer.BYTES;
    /** The largest operation body accepted when reading: Elasticsearch's default http.max_content_length (100mb). */
    static final int MAX_BODY_BYTES = 100 << 20;
    private static final Pattern NAME = Pattern.compile("translog-(\\d+)\\.tlog");

    private TranslogFiles() {}

    static Path file(Path directory, long generation) {
        return directory.resolve("translog-" + generation + ".tlog");
    }

    /** The generations present in {@code directory}, in ascending order (none if it does not exist). */
    static List<Long> generations(Path directory) throws IOException {
        List<Long> generations = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return generations;
        }
        try (Stream<Path> files = Files.list(directory)) {
            files.forEach(f -> {
                Matcher m = NAME.matcher(f.getFileName().toString());
                if (m.matches()) {
                    generations.add(Long.parseLong(m.group(1)));
                }
            });
        }
        generations.sort(null);
        return generations;
    }

    /** Total size of the generation files in {@code directory}. */
    static long sizeInBytes(Path directory) throws IOException {
        long total = 0;
        for (long generation : generations(directory)) {
            total += Files.size(file(directory, generation));
        }
        return total;
    }
}
