package ingestlab.results;

import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;

/** Where an invocation's trials go: the result file, and with {@code --timeline} the timeline file beside it. */
public final class ResultFiles {
    private static final DateTimeFormatter RUN_ID_TIME =
            DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final ResultsCsv results;
    private final TimelineCsv timeline;

    private ResultFiles(ResultsCsv results, TimelineCsv timeline) {
        this.results = results;
        this.timeline = timeline;
    }

    /** Opens (and checks) both files before anything runs. */
    public static ResultFiles open(Path results, boolean withTimeline) throws IOException {
        return new ResultFiles(ResultsCsv.open(results), withTimeline ? TimelineCsv.open(results) : null);
    }

    /** A new run id: the UTC start time and a random suffix, so two invocations never share one. */
    public static String newRunId() {
        byte[] suffix = new byte[3];
        new SecureRandom().nextBytes(suffix);
        return RUN_ID_TIME.format(Instant.now()) + "-" + HexFormat.of().formatHex(suffix);
    }

    public Path resultsPath() {
        return results.path();
    }

    /** The timeline file, or null without {@code --timeline}. */
    public Path timelinePath() {
        return timeline == null ? null : timeline.path();
    }

    /**
     * Appends a row another JVM wrote (a forked trial's), column by column, then its timeline rows; each write whole
     * and forced to disk.
     */
    public void appendCopied(java.util.Map<String, String> row, java.util.List<java.util.Map<String, String>> timelineRows)
            throws IOException {
        results.appendCopied(row);
        if (timeline != null) {
            timeline.appendCopied(timelineRows);
        }
    }

    /** Appends the trial's row, then its timeline: each write whole and forced to disk. */
    public void append(TrialResult result) throws IOException {
        results.append(result);
        if (timeline != null) {
            timeline.append(result);
        }
    }
}
