package ingestlab.results;

import ingestlab.metrics.IndexTimelineColumn;
import ingestlab.metrics.Observations;
import ingestlab.metrics.TimelineColumn;
import ingestlab.search.SearchSettings;
import ingestlab.settings.ExperimentSpec;
import ingestlab.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The files beside a result file, each declared once: its name ({@code results.csv} → {@code results-SUFFIX.csv}),
 * what writes it, its columns, and how a trial becomes its rows. Every row opens with the key of its trial (run id,
 * configuration hash, trial and order, which tells a warm-up from the measured trial of the same number), so it joins
 * the result rows. {@link CompanionCsv} appends them, fsynced per trial; {@link #readBeside} reads them back.
 */
public enum CompanionFile {
    /** With {@code --timeline}: one row per sample of the node, then every {@link TimelineColumn}. */
    TIMELINE("timeline", "Timeline samples", "timeline file", "lab run --timeline",
            names(TimelineColumn.values(), TimelineColumn::column),
            observations -> observations.timeline().stream()
                    .map(sample -> cells(TimelineColumn.values(), column -> column.read(sample)))),
    /** For a workload: one row per index, then every {@link IndexColumn}. */
    INDICES("indices", "Per-index rows", "per-index file", "lab run --workload",
            names(IndexColumn.values(), IndexColumn::column),
            observations -> observations.indices().stream()
                    .map(index -> cells(IndexColumn.values(), column -> column.read(index)))),
    /** For a workload with {@code --timeline}: one row per sample and index, then every {@link IndexTimelineColumn}. */
    INDEX_TIMELINE("indices-timeline", "Per-index timeline samples", "per-index timeline file",
            "lab run --workload --timeline", names(IndexTimelineColumn.values(), IndexTimelineColumn::column),
            observations -> observations.timeline().stream().flatMap(sample -> sample.indices().stream()
                    .map(index -> cells(IndexTimelineColumn.values(), column -> column.read(sample, index))))),
    /** With {@code --search-bench}: one row per search phase, index (and the node) and query type. */
    SEARCHES("searches", "Search benchmark rows", "searches file", "lab run or lab sweep with --search-bench",
            names(SearchColumn.values(), SearchColumn::column),
            observations -> observations.searches().stream().flatMap(phase -> SearchColumn.rows(phase).stream())
                    .map(row -> cells(SearchColumn.values(), column -> column.read(row))));

    private final String suffix;
    private final String contents;
    private final String noun;
    private final String writtenBy;
    private final List<String> header;
    private final Function<Observations, Stream<List<String>>> cells;

    CompanionFile(String suffix, String contents, String noun, String writtenBy, List<String> columns,
                  Function<Observations, Stream<List<String>>> cells) {
        this.suffix = suffix;
        this.contents = contents;
        this.noun = noun;
        this.writtenBy = writtenBy;
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

    /**
     * The files beside the result file of trials of these specs: with the per-index file when one runs a workload of
     * several indices, and the searches file when one runs the search benchmark.
     */
    public static List<CompanionFile> forTrials(boolean withTimeline, Collection<ExperimentSpec> specs) {
        boolean withIndices = specs.stream().anyMatch(spec -> Workload.of(spec).indices().size() > 1);
        boolean withSearches = specs.stream().anyMatch(spec -> !spec.get(SearchSettings.SEARCH_BENCH).isOff());
        return of(withTimeline, withIndices, withSearches);
    }

    /** This file beside {@code results}. */
    public Path pathFor(Path results) {
        String name = results.getFileName().toString();
        String base = name.endsWith(".csv") ? name.substring(0, name.length() - 4) : name;
        return results.resolveSibling(base + "-" + suffix + ".csv");
    }

    /**
     * Its rows beside {@code results} ({@link #pathFor}), each column → value. Refused with an
     * {@link IllegalArgumentException} naming the file when there is none, it has no rows, it lacks one of the
     * {@code needed} columns, or a cell of a column that is {@code numeric} holds text.
     */
    public List<Map<String, String>> readBeside(Path results, Collection<String> needed, Predicate<String> numeric)
            throws IOException {
        Path file = pathFor(results);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no " + noun + " '" + file + "' next to '" + results + "' ("
                    + writtenBy + " writes it)");
        }
        List<Map<String, String>> rows = ResultsCsv.read(file);
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("'" + file + "' has no rows");
        }
        for (String column : needed) {
            if (!rows.getFirst().containsKey(column)) {
                throw new IllegalArgumentException("'" + file + "' is not a " + noun + ": it has no '" + column
                        + "' column");
            }
        }
        ResultsCsv.requireNumbers(file, rows, numeric);
        return rows;
    }

    /** {@link #readBeside(Path, Collection, Predicate)} with no column checked for numbers. */
    public List<Map<String, String>> readBeside(Path results, Collection<String> needed) throws IOException {
        return readBeside(results, needed, column -> false);
    }

    /** The columns that open every row and name its trial: run id, configuration hash, trial and order. */
    public static List<String> trialKeyColumns() {
        return key().stream().map(TrialColumn::column).toList();
    }

    /** The trial a row is of, by {@link #trialKeyColumns()} (empty where it lacks one), to join rows of one trial. */
    public static List<String> trialKey(Map<String, String> row) {
        return key().stream().map(column -> row.getOrDefault(column.column(), "")).toList();
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
