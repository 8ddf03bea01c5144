package ingestlab.report.chart;

import ingestlab.metrics.TimelineColumn;
import ingestlab.results.CompanionFile;
import ingestlab.results.TrialColumn;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * A timeline file: what {@code lab run --timeline} samples once a second per trial, next to the results file
 * ({@code results.csv} → {@code results-timeline.csv}), with the header {@link CompanionFile#TIMELINE}.
 */
public final class Timeline {
    private static final String CONFIG_HASH = TrialColumn.CONFIG_HASH.column();
    private static final String SECONDS = TimelineColumn.T_S.column();
    /**
     * What the charts need: the keys and the sampled columns they draw. Files from older or newer versions with other
     * columns beside these still chart ({@code order}, when missing, only means warm-ups cannot be told apart).
     */
    private static final List<String> KEYS = List.of(TrialColumn.RUN_ID.column(), CONFIG_HASH,
            TrialColumn.TRIAL.column());
    static final List<TimelineColumn> CHARTED = List.of(TimelineColumn.T_S, TimelineColumn.SEGMENT_COUNT,
            TimelineColumn.BUFFER_USED_BYTES);

    private final List<Map<String, String>> rows;

    private Timeline(List<Map<String, String>> rows) {
        this.rows = rows;
    }

    /**
     * Reads the timelines of these results files, concatenated; a missing or empty file, one that lacks a column the
     * charts need or holds text in one, is refused with its name. A sample without a charted value is not drawn.
     */
    public static Timeline readBesides(List<Path> resultsFiles) throws IOException {
        List<String> charted = CHARTED.stream().map(TimelineColumn::column).toList();
        List<String> needed = new ArrayList<>(KEYS);
        needed.addAll(charted);
        List<Map<String, String>> rows = new ArrayList<>();
        for (Path results : resultsFiles) {
            CompanionFile.TIMELINE.readBeside(results, needed, charted::contains).stream()
                    .filter(row -> charted.stream().noneMatch(c -> row.getOrDefault(c, "").isBlank()))
                    .forEach(rows::add);
        }
        return new Timeline(List.copyOf(rows));
    }

    public List<Map<String, String>> rows() {
        return rows;
    }

    /**
     * Whether samples name their trial's {@code order}, which sets a warm-up apart from the measured trial with the
     * same config hash and trial number.
     */
    public boolean tellsWarmupsApart() {
        return !rows.isEmpty() && rows.getFirst().containsKey(TrialColumn.ORDER.column());
    }

    /**
     * Per configuration, the mean over its trials at each second, up to the end of its shortest trial: past it, the
     * trials still running would make the mean jump as the others drop out.
     */
    public Map<String, TreeMap<Long, Double>> meanPerSecond(TimelineColumn column, Predicate<Map<String, String>> keep) {
        Map<String, TreeMap<Long, Double>> lines = new LinkedHashMap<>();
        Map<String, List<Map<String, String>>> byConfig = rows.stream().filter(keep)
                .collect(Collectors.groupingBy(r -> r.get(CONFIG_HASH), LinkedHashMap::new, Collectors.toList()));
        byConfig.forEach((hash, samples) -> {
            Map<String, List<Map<String, String>>> byTrial = samples.stream()
                    .collect(Collectors.groupingBy(Timeline::trialOf));
            long lastCommonSecond = byTrial.values().stream()
                    .mapToLong(t -> t.stream().mapToLong(Timeline::second).max().orElse(0)).min().orElse(0);
            lines.put(hash, samples.stream().filter(r -> second(r) <= lastCommonSecond)
                    .collect(Collectors.groupingBy(Timeline::second, TreeMap::new,
                            Collectors.averagingDouble(r -> Double.parseDouble(r.get(column.column()))))));
        });
        return lines;
    }

    private static long second(Map<String, String> row) {
        return Math.round(Double.parseDouble(row.get(SECONDS)));
    }

    /** A trial: its run and its place in that run's order, or its number where the file has no order. */
    private static String trialOf(Map<String, String> row) {
        return row.get(TrialColumn.RUN_ID.column()) + "/" + row.getOrDefault(TrialColumn.ORDER.column(),
                "t" + row.get(TrialColumn.TRIAL.column()));
    }
}
