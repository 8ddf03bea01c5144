package ingestlab.report.chart;

import ingestlab.report.Config;
import ingestlab.report.Configs;
import ingestlab.report.SummaryReport;
import ingestlab.stats.IntervalEstimator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;

/**
 * A metric against the one numeric factor that varies (buffer_bytes, merge_threads, shards, ...): one line per
 * combination of the other varying factors, mean with the interval's half-width as error bars.
 */
final class FactorLineChart {
    private FactorLineChart() {}

    /** The numeric factor to draw against, if exactly one varies (factors varying in lockstep with it count once). */
    static Optional<String> numericFactor(Configs configs) {
        List<String> numeric = new ArrayList<>();
        for (String factor : configs.varying()) {
            boolean isNumber = configs.distinct(factor).stream().allMatch(FactorLineChart::isNumber);
            boolean repeatsOne = numeric.stream().anyMatch(n -> determines(configs, n, factor)
                    && determines(configs, factor, n));
            if (isNumber && !repeatsOne) {
                numeric.add(factor);
            }
        }
        return numeric.size() == 1 ? Optional.of(numeric.get(0)) : Optional.empty();
    }

    static XYChart of(SummaryReport.Section section, Configs configs, String factor, IntervalEstimator interval) {
        Headless.ensure();
        // Factors fixed by the x factor (buffer when x is buffer_bytes) would make one-point lines; leave them out.
        List<String> seriesFactors = configs.varying().stream()
                .filter(f -> !f.equals(factor) && !determines(configs, factor, f)).toList();
        Map<String, List<SummaryReport.Line>> series = new LinkedHashMap<>();
        for (SummaryReport.Line line : section.lines()) {
            if (!Double.isNaN(line.summary().mean())) {
                series.computeIfAbsent(line.config().label(seriesFactors), k -> new ArrayList<>()).add(line);
            }
        }
        XYChart chart = new XYChartBuilder().width(900).height(560)
                .title(section.metric().column() + " against " + factor + " (mean; error bars: " + interval.describe()
                        + ")")
                .xAxisTitle(factor).yAxisTitle(ChartAxes.title(section.metric())).build();
        ChartAxes.plainNumbers(chart.getStyler());
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        chart.getStyler().setLegendVisible(!seriesFactors.isEmpty());
        series.forEach((name, lines) -> {
            List<SummaryReport.Line> sorted = lines.stream()
                    .sorted(Comparator.comparingDouble(l -> x(l.config(), factor))).toList();
            chart.addSeries(name, sorted.stream().map(l -> x(l.config(), factor)).toList(),
                    sorted.stream().map(l -> l.summary().mean()).toList(),
                    sorted.stream().map(l -> ChartAxes.halfWidthOrZero(l.summary().ci())).toList());
        });
        return chart;
    }

    private static double x(Config config, String factor) {
        return Double.parseDouble(config.factors().get(factor));
    }

    /** Whether each value of {@code a} comes with a single value of {@code b} across the configurations. */
    private static boolean determines(Configs configs, String a, String b) {
        Map<String, String> seen = new LinkedHashMap<>();
        for (Config c : configs.all()) {
            String previous = seen.putIfAbsent(c.factors().get(a), c.factors().get(b));
            if (previous != null && !previous.equals(c.factors().get(b))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isNumber(String text) {
        try {
            Double.parseDouble(text);
            return !text.isBlank();
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
