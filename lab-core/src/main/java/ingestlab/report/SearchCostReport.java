package ingestlab.report;

import ingestlab.metrics.Metric;
import ingestlab.metrics.QueryType;
import ingestlab.metrics.SearchColumns;
import ingestlab.metrics.SearchResult;
import ingestlab.stats.Holm;
import ingestlab.stats.PairedRatio;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.ToDoubleFunction;
import java.util.stream.Stream;

/**
 * {@code lab search-cost}: what the index each config's ingestion left costs at search time, from the search
 * benchmark's phases ({@code --search-bench} with {@code --search-bench-after-merge}).
 * <ul>
 *   <li>Per config: the merges and segments ingestion left, the rate of every query type together as ingested, the
 *       repeat of that phase against the first (the A/A control: the warm-up's drift), and the force-merged phase
 *       against the repeat (the two ran back to back, equally warm).</li>
 *   <li>Per query type and config, the force-merged phase's rate and p99 latency over the repeat's.</li>
 *   <li>With a baseline config: per query type, each other config's as-ingested rate over the baseline's, paired by
 *       round (a sweep runs every config once per round).</li>
 * </ul>
 * Every ratio is a geometric mean over rounds (trials) with a Student-t interval on the log ratios
 * ({@link PairedRatio}); each table is one family for Holm's adjustment ({@link Holm}). A ratio from fewer rounds than
 * {@code minRounds} is shown but marked as insufficient, as the claims suite marks it.
 */
public final class SearchCostReport {
    /** A cell marker: the interval leaves out 1 and Holm's adjusted p-value of its table is at most 0.05. */
    static final String SIGNIFICANT = "*";
    private static final double ALPHA = 0.05;

    private final Configs configs;
    private final Map<Config, List<SearchPhaseRows.Trial>> trials = new LinkedHashMap<>();
    private final Config baseline;
    private final int minRounds;

    public SearchCostReport(Configs configs, List<SearchPhaseRows.Trial> searched, Config baseline, int minRounds) {
        this.configs = configs;
        this.baseline = baseline;
        this.minRounds = minRounds;
        for (Config config : configs.all()) {
            trials.put(config, searched.stream().filter(t -> config.rows().stream().anyMatch(r -> r == t.row()))
                    .toList());
        }
    }

    public String render() {
        StringBuilder out = new StringBuilder();
        out.append("Effects: ").append(PairedRatio.METHOD).append("; ").append(SIGNIFICANT)
                .append(" = the interval leaves out 1 and Holm's adjusted p ≤ 0.05 over its table; fewer than ")
                .append(minRounds).append(" rounds: insufficient rounds.\n\n");
        out.append("## Per config: what ingestion left, and what a force-merge buys (every query type together)\n\n")
                .append(perConfig().render()).append('\n');
        out.append("## Force-merged over as ingested (its repeat), queries per second, per query type\n\n")
                .append(perType("qps", SearchPhaseRows.Figures::qps).render()).append('\n');
        out.append("## Force-merged over as ingested (its repeat), p99 latency, per query type\n\n")
                .append(perType("p99", SearchPhaseRows.Figures::p99Ms).render());
        if (baseline != null) {
            out.append('\n').append("## As ingested, over the baseline ").append(configs.label(baseline))
                    .append(": queries per second, per query type, paired by round\n\n")
                    .append(againstBaseline().render());
        }
        return out.toString();
    }

    private MarkdownTable perConfig() {
        MarkdownTable table = new MarkdownTable(List.of("Config", "Rounds", "Merges", "Segments as ingested",
                "Segments force-merged", "QPS as ingested", "Repeat / first", "Force-merged / repeat"));
        List<List<PairedRatio>> ratios = new ArrayList<>();
        for (Config config : configs.all()) {
            List<Map<String, String>> rows = trials.get(config).stream().map(SearchPhaseRows.Trial::row).toList();
            ratios.add(List.of(
                    ratio(rows, SearchColumns.REPEAT_ALL_QPS, SearchColumns.ALL_QPS),
                    ratio(rows, SearchColumns.MERGED_ALL_QPS, SearchColumns.REPEAT_ALL_QPS)));
        }
        List<String> cells = render(ratios.stream().flatMap(List::stream).toList());
        int i = 0;
        for (Config config : configs.all()) {
            List<SearchPhaseRows.Trial> own = trials.get(config);
            table.row(List.of(configs.label(config), Integer.toString(own.size()),
                    mean(own, t -> RowMetrics.value(t.row(), Metric.MERGES.column())),
                    mean(own, t -> segments(t, SearchResult.AS_INGESTED)),
                    mean(own, t -> segments(t, t.forceMerged())),
                    mean(own, t -> RowMetrics.value(t.row(), SearchColumns.ALL_QPS)),
                    cells.get(i++), cells.get(i++)));
        }
        return table;
    }

    /** Rows: query types; columns: configs; cells: force-merged over repeat of one figure. */
    private MarkdownTable perType(String name, ToDoubleFunction<SearchPhaseRows.Figures> figure) {
        List<String> header = new ArrayList<>(List.of("Query type"));
        configs.all().forEach(c -> header.add(configs.label(c)));
        MarkdownTable table = new MarkdownTable(header);
        List<String> types = types();
        List<PairedRatio> ratios = new ArrayList<>();
        for (String type : types) {
            for (Config config : configs.all()) {
                ratios.add(PairedRatio.of(trials.get(config).stream()
                        .map(t -> ratio(t.figures(t.forceMerged(), type), t.figures(SearchResult.AS_INGESTED_REPEAT,
                                type), figure)).filter(Objects::nonNull).mapToDouble(Double::doubleValue).toArray()));
            }
        }
        List<String> cells = render(ratios);
        int i = 0;
        for (String type : types) {
            List<String> row = new ArrayList<>(List.of(type));
            for (int c = 0; c < configs.all().size(); c++) {
                row.add(cells.get(i++));
            }
            table.row(row);
        }
        return table;
    }

    /** Rows: query types; columns: the configs other than the baseline; cells: as-ingested QPS over the baseline's. */
    private MarkdownTable againstBaseline() {
        List<Config> contenders = configs.all().stream().filter(c -> c != baseline).toList();
        List<String> header = new ArrayList<>(List.of("Query type"));
        contenders.forEach(c -> header.add(configs.label(c)));
        MarkdownTable table = new MarkdownTable(header);
        List<String> rowNames = new ArrayList<>(List.of("segments searched", "every type"));
        rowNames.addAll(types());
        List<PairedRatio> ratios = new ArrayList<>();
        List<PairedRatio> segments = new ArrayList<>();
        for (String name : rowNames) {
            String column = switch (name) {
                case "segments searched" -> SearchColumns.SEGMENTS;
                case "every type" -> SearchColumns.ALL_QPS;
                default -> Metric.SEARCH_BENCH.of(QueryType.valueOf(name.toUpperCase(Locale.ROOT).replace('-', '_')),
                        "qps").column();
            };
            for (Config contender : contenders) {
                (name.equals("segments searched") ? segments : ratios).add(byRound(contender, column));
            }
        }
        // The segment counts are the mechanism, not a test of it: they are shown without taking part in Holm's family.
        List<String> cells = new ArrayList<>(segments.stream().map(this::plain).toList());
        cells.addAll(render(ratios));
        int i = 0;
        for (String name : rowNames) {
            List<String> row = new ArrayList<>(List.of(name));
            for (int c = 0; c < contenders.size(); c++) {
                row.add(cells.get(i++));
            }
            table.row(row);
        }
        return table;
    }

    /** The contender's node-row column over the baseline's, paired by round as lab compare --paired pairs them. */
    private PairedRatio byRound(Config contender, String column) {
        List<Map<String, String>> rows = new java.util.ArrayList<>(baseline.rows());
        rows.addAll(contender.rows());
        PairedEffect effect = PairedEffect.of(rows, r -> baseline.rows().contains(r), r -> contender.rows().contains(r),
                column);
        return PairedRatio.of(effect.ratios().stream().mapToDouble(Double::doubleValue).toArray());
    }

    private static PairedRatio ratio(List<Map<String, String>> rows, String numerator, String denominator) {
        return PairedRatio.of(rows.stream().mapToDouble(r -> RowMetrics.value(r, numerator)
                / RowMetrics.value(r, denominator)).filter(r -> !Double.isNaN(r)).toArray());
    }

    private static Double ratio(SearchPhaseRows.Figures top, SearchPhaseRows.Figures bottom,
                                ToDoubleFunction<SearchPhaseRows.Figures> figure) {
        if (top == null || bottom == null) {
            return null;
        }
        double r = figure.applyAsDouble(top) / figure.applyAsDouble(bottom);
        return Double.isNaN(r) ? null : r;
    }

    /** The ratios as cells, each marked by Holm's adjustment over all of them. */
    private List<String> render(List<PairedRatio> ratios) {
        double[] adjusted = Holm.adjust(ratios.stream().mapToDouble(r -> r.rounds() >= minRounds ? r.pValue()
                : Double.NaN).toArray());
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < ratios.size(); i++) {
            PairedRatio r = ratios.get(i);
            String cell = plain(r);
            if (r.rounds() > 0 && r.rounds() < minRounds) {
                cell += " insufficient rounds (" + r.rounds() + ")";
            } else if (r.ci().isKnown() && (r.ci().low() > 1 || r.ci().high() < 1) && adjusted[i] <= ALPHA) {
                cell += " " + SIGNIFICANT;
            }
            cells.add(cell);
        }
        return cells;
    }

    private String plain(PairedRatio r) {
        if (r.rounds() == 0) {
            return "";
        }
        // Below 0.1 two decimals would round a 0.004 to 0.00: three keep what a force-merge does to the slowest tails.
        String number = r.estimate() < 0.1 || r.ci().isKnown() && r.ci().low() < 0.1 ? "%.3f" : "%.2f";
        if (!r.ci().isKnown()) {
            return String.format(Locale.ROOT, number + "×", r.estimate());
        }
        return String.format(Locale.ROOT, number + "× (" + number + ".." + number + ")", r.estimate(), r.ci().low(),
                r.ci().high());
    }

    /** The query types any trial ran, in {@link QueryType}'s order. */
    private List<String> types() {
        return Stream.of(QueryType.values()).map(QueryType::cliName)
                .filter(type -> trials.values().stream().flatMap(List::stream)
                        .anyMatch(t -> t.figures(SearchResult.AS_INGESTED, type) != null))
                .toList();
    }

    private static double segments(SearchPhaseRows.Trial trial, String phase) {
        Map<String, SearchPhaseRows.Figures> byType = phase == null ? null : trial.phases().get(phase);
        return byType == null || byType.isEmpty() ? Double.NaN : byType.values().iterator().next().segments();
    }

    private static String mean(List<SearchPhaseRows.Trial> trials, ToDoubleFunction<SearchPhaseRows.Trial> value) {
        double[] values = trials.stream().mapToDouble(value).filter(v -> !Double.isNaN(v)).toArray();
        if (values.length == 0) {
            return "";
        }
        double mean = java.util.Arrays.stream(values).average().orElse(Double.NaN);
        boolean whole = mean >= 100 || mean == Math.rint(mean);
        return String.format(Locale.ROOT, whole ? "%,.0f" : "%.1f", mean);
    }
}
