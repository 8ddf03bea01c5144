package ingestlab.jmh;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * {@value #FILE} in the run folder: a line per fork as it finished, with its round, its place in the round's
 * shuffled order, its parameters and when it started and ended, so that the run shows forks of different parameter
 * combinations alternating in time. Appended to, so a resumed run keeps the lines of the forks before it.
 */
final class ForkLog {
    static final String FILE = "forks.csv";
    static final String HEADER = "benchmark,round,position,params,seed,started_utc,finished_utc,seconds";

    private final Path file;

    ForkLog(Path folder) {
        this.file = folder.resolve(FILE);
    }

    /** Appends one fork's line (the header first in a new file). Parameter values never hold a comma. */
    void record(String benchmark, int round, int position, Map<String, String> params, long seed, Instant started,
                Instant finished) throws IOException {
        StringBuilder line = new StringBuilder();
        if (!Files.exists(file)) {
            line.append(HEADER).append('\n');
        }
        line.append(String.join(",", benchmark, Integer.toString(round), Integer.toString(position),
                params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(";")),
                Long.toString(seed), started.toString(), finished.toString(),
                String.format(Locale.ROOT, "%.3f", Duration.between(started, finished).toMillis() / 1000.0)));
        Files.writeString(file, line.append('\n'), StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND);
    }
}
