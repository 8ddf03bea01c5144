package ingestlab.data;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPInputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream;

/** Opens a corpus file, plain, {@code .gz} or {@code .bz2} by its name. */
final class Compression {
    private Compression() {}

    static InputStream open(Path file) throws IOException {
        InputStream raw = new BufferedInputStream(Files.newInputStream(file), 1 << 16);
        String name = file.getFileName().toString();
        if (name.endsWith(".gz")) {
            return new GZIPInputStream(raw, 1 << 16);
        }
        if (name.endsWith(".bz2")) {
            return new BZip2CompressorInputStream(raw, true);
        }
        return raw;
    }
}
