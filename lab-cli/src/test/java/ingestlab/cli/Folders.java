package ingestlab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** What a folder holds, read with its directory stream closed (error-prone's StreamResourceLeak). */
final class Folders {
    private Folders() {}

    static List<Path> entries(Path folder) throws IOException {
        try (Stream<Path> listing = Files.list(folder)) {
            return listing.toList();
        }
    }
}
