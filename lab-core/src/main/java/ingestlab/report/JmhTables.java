package ingestlab.report;

import ingestlab.metrics.Direction;
import ingestlab.metrics.Metric;
import ingestlab.metrics.Unit;
import ingestlab.report.JmhResults.Run;
import ingestlab.report.JmhResults.Score;
import ingestlab.results.EnvironmentColumn;
import ingestlab.stats.PairedRatio;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.DoubleFunction;
import java.util.function.Function;

/**
 * {@code tables.md}: one markdown table per benchmark, a row per parameter combination, the best value of each
 * column in bold. Secondary results named after a {@link Metric} take that metric's unit and direction; others (from
 * other profilers) are shown in their own unit, never bold. Numbers are formatted by {@link Unit}.
 */
final class JmhTables {
    private JmhTables() {}

    static String render(List<Run> runs, ForkEnvironment lab) {
        Map<String, List<Run>> byBenchmark = byBenchmark(runs);
        StringBuilder out = new StringBuilder("# JMH results\n\n");
        out.append(String.format(Locale.ROOT, "JMH %s on %s (%s); lab %s at %s; Lucene %s; %s, %s cores.%n",
                JmhResults.distinct(runs, Run::jmhVersion), JmhResults.distinct(runs, Run::vm),
                JmhResults.distinct(runs, Run::jdkVersion), recorded(lab, EnvironmentColumn.LAB_VERSION),
                recorded(lab, EnvironmentColumn.GIT_SHA), recorded(lab, EnvironmentColumn.LUCENE_VERSION),
                recorded(lab, EnvironmentColumn.CPU_MODEL), recorded(lab, EnvironmentColumn.CORES)));
        out.append("Score: time per operation (in single-shot mode, one whole indexing trial) ± the half-width of "
                + "JMH's 99.9% confidence interval. Other columns: the mean per trial. **Bold**: the best value in "
                + "its column (lower is better, except docs/s), among the rows whose factor acted; columns of "
                + "neutral metrics or equal values have none. × row 1: each row's score against the first row's, "
                + "paired by fork (fork i of every row ran in round i, the rows in a shuffled order), as the "
                + "geometric mean of the per-round ratios with a 95% t interval on their logs. factor: whether "
                + "the conditions under which the benchmark's factor acts held in every measured trial of the row "
                + "(empty: none is asked of it).\n");
        for (Map.Entry<String, List<Run>> entry : byBenchmark.entrySet()) {
            out.append("\n## ").append(entry.getKey()).append("\n\n").append(table(entry.getValue()));
        }
        List<String> failures = FactorCheck.failureLines(byBenchmark);
        if (!failures.isEmpty()) {
            out.append("\n## Factors that did not act\n\n");
            failures.forEach(line -> out.append("- ").append(line).append('\n'));
        }
        return out.toString();
    }

    /** One line per benchmark with a row whose factor did not act (none when all acted). */
    static List<String> failureLines(List<Run> runs) {
        return FactorCheck.failureLines(byBenchmark(runs));
    }

    /** The runs by benchmark, in the order first seen. */
    static Map<String, List<Run>> byBenchmark(List<Run> runs) {
        Map<String, List<Run>> byBenchmark = new LinkedHashMap<>();
        runs.forEach(r -> byBenchmark.computeIfAbsent(r.shortName(), k -> new ArrayList<>()).add(r));
        return byBenchmark;
    }

    /** Results of a run without the lab's environment recorder say so rather than leave a blank. */
    private static String recorded(ForkEnvironment lab, EnvironmentColumn column) {
        String value = lab.value(column);
        return value.isEmpty() ? "?" : value;
    }

    private static String table(List<Run> rows) {
        List<String> varying = new ArrayList<>();
        List<String> fixed = new ArrayList<>();
        for (String p : JmhResults.paramNames(rows)) {
            boolean varies = rows.stream().map(r -> r.params().getOrDefault(p, "")).distinct().count() > 1;
            if (varies) {
                varying.add(p);
            } else {
                fixed.add(p + " = " + rows.get(0).params().getOrDefault(p, ""));
            }
        }
        Run first = rows.get(0);
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "Mode %s, %d fork%s × %d iteration%s (%d warm-up) per row", first.mode(),
                first.forks(), first.forks() == 1 ? "" : "s", first.measurementIterations(),
                first.measurementIterations() == 1 ? "" : "s", first.warmupIterations()));
        out.append(fixed.isEmpty() ? "." : "; " + String.join(", ", fixed) + ".").append("\n\n");

        List<Column> columns = new ArrayList<>();
        columns.add(new Column("score (" + first.primary().unit() + ")", Run::primary,
                first.lowerIsBetter() ? Direction.LOWER_IS_BETTER : Direction.HIGHER_IS_BETTER, true,
                Unit::formatOtherTable));
        for (String name : JmhResults.secondaryNames(rows)) {
            if (!FactorCheck.isCondition(name)) {
                columns.add(secondaryColumn(name, first));
            }
        }
        // A row whose factor did not act is shown but never bold, and does not take the bold from the others.
        List<String> verdicts = FactorCheck.verdicts(rows);
        List<Run> acted = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            if (!FactorCheck.failed(verdicts.get(i))) {
                acted.add(rows.get(i));
            }
        }

        List<String> header = new ArrayList<>(varying);
        columns.forEach(c -> header.add(c.title));
        List<List<String>> cells = new ArrayList<>();
        for (Run run : rows) {
            List<String> row = new ArrayList<>();
            varying.forEach(p -> row.add(run.params().getOrDefault(p, "")));
            cells.add(row);
        }
        for (Column column : columns) {
            List<String> shown = rows.stream().map(r -> column.show(column.score.apply(r))).toList();
            Set<String> best = column.best(acted);
            boolean differ = shown.stream().distinct().count() > 1;
            for (int i = 0; i < rows.size(); i++) {
                Score s = column.score.apply(rows.get(i));
                boolean bold = differ && s != null && !FactorCheck.failed(verdicts.get(i))
                        && best.contains(column.value(s));
                cells.get(i).add(bold ? "**" + shown.get(i) + "**" : shown.get(i));
            }
        }
        List<PairedRatio> effects = RoundEffects.againstFirst(rows);
        int rounds = effects.stream().mapToInt(PairedRatio::rounds).max().orElse(0);
        header.add(varying.size() + 1, "× row 1, 95% CI (" + rounds + " round" + (rounds == 1 ? "" : "s") + ")");
        for (int i = 0; i < rows.size(); i++) {
            cells.get(i).add(varying.size() + 1, RoundEffects.show(effects.get(i)));
        }
        if (FactorCheck.declared(rows)) {
            header.add("factor");
            for (int i = 0; i < rows.size(); i++) {
                cells.get(i).add(verdicts.get(i));
            }
        }
        MarkdownTable table = new MarkdownTable(header);
        cells.forEach(table::row);
        return out.append(table.render()).toString();
    }

    /** A lab metric in its {@link Unit}; another result in the unit JMH recorded, as {@link Unit} knows it if it can. */
    private static Column secondaryColumn(String name, Run first) {
        Optional<Metric> metric = Metric.find(name);
        Score sample = first.secondary().get(name);
        String recordedUnit = sample == null ? "" : sample.unit();
        Optional<Unit> unit = metric.map(Metric::unit).or(() -> Unit.fromSymbol(recordedUnit));
        String symbol = unit.map(Unit::tableSymbol).orElse(recordedUnit);
        return new Column(symbol.isEmpty() ? name : name + " (" + symbol + ")", r -> r.secondary().get(name),
                metric.map(Metric::direction).orElse(Direction.NEUTRAL), false,
                unit.<DoubleFunction<String>>map(u -> u::formatTable).orElse(Unit::formatOtherTable));
    }

    /** A table column: its title, where its score comes from, which way is better and how values are shown. */
    private record Column(String title, Function<Run, Score> score, Direction direction, boolean withError,
                          DoubleFunction<String> format) {
        String value(Score s) {
            return format.apply(s.score());
        }

        String show(Score s) {
            if (s == null) {
                return "";
            }
            String v = value(s);
            return !withError || Double.isNaN(s.error()) || v.isEmpty() ? v : v + " ± " + format.apply(s.error());
        }

        /** The shown values equal to the best, compared as shown (so ties after rounding are all bold). */
        Set<String> best(List<Run> rows) {
            Set<String> best = new LinkedHashSet<>();
            if (direction == Direction.NEUTRAL) {
                return best;
            }
            double bestValue = Double.NaN;
            for (Run r : rows) {
                Score s = score.apply(r);
                if (s == null || Double.isNaN(s.score())) {
                    continue;
                }
                boolean better = Double.isNaN(bestValue) || (direction == Direction.LOWER_IS_BETTER
                        ? s.score() < bestValue : s.score() > bestValue);
                if (better) {
                    bestValue = s.score();
                }
            }
            if (!Double.isNaN(bestValue)) {
                String bestShown = format.apply(bestValue);
                for (Run r : rows) {
                    Score s = score.apply(r);
                    if (s != null && value(s).equals(bestShown)) {
                        best.add(bestShown);
                    }
                }
            }
            return best;
        }
    }
}
