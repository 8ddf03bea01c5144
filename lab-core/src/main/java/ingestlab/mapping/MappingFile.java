package ingestlab.mapping;

import java.io.IOException;
import java.nio.file.Path;

/**
 * An Elasticsearch mapping file given with {@code --mapping-file}, read once when it is named: a bad file is bad
 * input, found before any trial runs.
 */
public record MappingFile(Path path, ExplicitMapping mapping) {
    /** Reads and checks the file; IllegalArgumentException says what is wrong with it. */
    public static MappingFile read(String path) {
        Path file = Path.of(path);
        try {
            return new MappingFile(file, ExplicitMapping.read(file));
        } catch (IOException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    @Override
    public String toString() {
        return path.toString();
    }
}
