package ingestlab.data;

import java.nio.file.Path;

/** A user's corpus file named on the command line as {@code PREFIX:PATH}. */
abstract class FileDataset implements Dataset {
    private final String prefix;
    private final String format;
    final Path file;

    FileDataset(String prefix, String format, Path file) {
        this.prefix = prefix;
        this.format = format;
        this.file = file;
    }

    @Override
    public String name() {
        return prefix + file;
    }

    @Override
    public String description() {
        return format + " from " + file;
    }

    @Override
    public String origin() {
        return file.toAbsolutePath().toString();
    }
}
