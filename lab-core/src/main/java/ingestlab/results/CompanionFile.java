package ingestlab.results;

import ingestlab.metrics.IndexTimelineColumn;
import ingestlab.metrics.Observations;
import ingestlab.metrics.TimelineColumn;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The files beside a result file, each declared once: its name ({@code results.csv} → {@code results-SUFFIX.csv}),
 * its columns, and how a trial becomes its rows. Every row opens with the key of its trial (run id, configuration
 * hash, trial and order, which tells a warm-up from the measured trial of the same number), so it joins the result
 * rows. {@link CompanionCsv} appends them, fsynced per trial.
 */
public enum CompanionFile {
    /** With {@code --timeline}: one row per sample of the node, then every {@link TimelineColumn}. */
    TIMELINE("timeline", "Timeline samples", names(TimelineColumn.values(), TimelineColumn::column),
            observations -> observations.timeline().stream()
                    .map(sample -> cells(TimelineColumn.values(), column -> column.read(sample)))),
    /** For a workload: one row per index, then every {@link IndexColumn}. */
    INDICES("indices", "Per-index rows", names(IndexColumn.values(), IndexColumn::column),
            observations -> observations.indices().stream()
                    .map(index -> cells(IndexColumn.values(), column -> column.read(index)))),
    /** For a workload with {@code --timeline}: one row per sample and index, then every {@link IndexTimelineColumn}. */
    INDEX_TIMELINE("indices-timeline", "Per-index timeline samples", names(IndexTimelineColumn.values(), IndexTimelineColumn::column),
            observations -> observations.timeline().stream().flatMap(sample -> sample.indices().stream()
                    .map(index -> cells(IndexTimelineColumn.values(), column -> column.read(sample, index))))),
    /** With {@code --search-bench}: one row per search phase, index (and the node) and query type. */
    SEARCHES("searches", "Search benchmark rows", names(SearchColumn.values(), SearchColumn::column),
            observations -> observations.searches().stream().flatMap(phase -> SearchColumn.rows(phase).stream())
                    .map(row -> cells(SearchColumn.values(), column -> column.read(row))));

    private final String suffix;
    private final String contents;
    private final List<String> header;
    private final Function<Observations, Stream<List<String>>> cells;

    CompanionFile(String suffix, String contents, List<String> columns,
                  Function<Observations, Stream<List<String>>> cells) {
        this.suffix = suffix;
        this.contents = contents;
        List<String> header = new ArrayList<>(key().stream().map(TrialColumn::column).toList());
        header.addAll(columns);
        this.header = List.copyOf(header);
        this.cells = cells;
    }

    /** The files an invocation writes beside its result file, in the order they are locked. */
    public static List<CompanionFile> of(boolean withTimeline, boolean withIndices) {
        return of(withTimeline, withIndices, false);
    }

    /** {@link #of(boolean, boolean)}, with the searches file last when the trials run the search benchmark. */
    public static List<CompanionFile> of(boolean withTimeline, boolean withIndices, boolean withSearches) {
        List<CompanionFile> files = new ArrayList<>();
        if (withTimeline) {
            files.add(TIMELINE);
        }
        if (withIndices) {
            files.add(INDICES);
        }
        if (withIndices && withTimeline) {
            files.add(INDEX_TIMELINE);
        }
        if (withSearches) {
            files.add(SEARCHES);
        }
        return List.copyOf(files);
    }

    /** This file beside {@code results}. */
    public Path pathFor(Path results) {
        String name = results.getFileName().toString();
        String base = name.endsWith(".csv") ? name.substring(0, name.length() - 4) : name;
        return results.resolveSibling(base + "-" + suffix + ".csv");
    }

    /** What its rows are, as a command names them when it says where they went ("Per-index rows"). */
    public String contents() {
        return contents;
    }

    /** Its columns: the trial's key, then its own. */
    public List<String> header() {
        return header;
    }

    /** A trial's rows in {@link #header()}'s order; none for a failed trial. */
    List<List<String>> values(TrialResult result) {
        if (result.observations() == null) {
            return List.of();
        }
        List<String> key = key().stream().map(column -> column.read(result)).toList();
        return cells.apply(result.observations()).map(own -> {
            List<String> row = new ArrayList<>(key);
            row.addAll(own);
            return row;
        }).toList();
    }

    /** A trial's rows as column → value, as a forked trial sends them to its parent. */
    public List<Map<String, String>> rows(TrialResult result) {
        List<Map<String, String>> named = new ArrayList<>();
        for (List<String> values : values(result)) {
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < header.size(); i++) {
                row.put(header.get(i), values.get(i));
            }
            named.add(row);
        }
        return named;
    }

    /** Rows another JVM made ({@link #rows}) back in {@link #header()}'s order, a column it lacks left empty. */
    List<List<String>> inOrder(List<Map<String, String>> rows) {
        return rows.stream().map(row -> header.stream().map(column -> row.getOrDefault(column, "")).toList()).toList();
    }

    /** The columns that open every row, naming its trial (a method: the constants are built before any field). */
    private static List<TrialColumn> key() {
        return List.of(TrialColumn.RUN_ID, TrialColumn.CONFIG_HASH, TrialColumn.TRIAL, TrialColumn.ORDER);
    }

    private static <C> List<String> names(C[] columns, Function<C, String> name) {
        return Stream.of(columns).map(name).toList();
    }

    private static <C> List<String> cells(C[] columns, Function<C, String> read) {
        return Stream.of(columns).map(read).toList();
    }
}
