package ingestlab.report.chart;

import ingestlab.metrics.QueryType;
import ingestlab.metrics.SearchResult;
import ingestlab.report.SearchPhaseRows;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import java.util.stream.Stream;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;

/**
 * Latency against the segments searched, on log axes: one series per query type, one point per trial and phase (the
 * index as ingestion left it, and force-merged), so configs that leave more segments sit further right. The repeat
 * of the as-ingested phase is left out: it searched the same segments as the first.
 */
public final class SegmentLatencyChart {
    private SegmentLatencyChart() {}

    public static XYChart of(String title, String yTitle, List<SearchPhaseRows.Trial> trials,
                             ToDoubleFunction<SearchPhaseRows.Figures> latency) {
        Headless.ensure();
        XYChart chart = new XYChartBuilder().width(900).height(560).title(title)
                .xAxisTitle("segments searched (every shard of every index)").yAxisTitle(yTitle).build();
        ChartAxes.plainNumbers(chart.getStyler());
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        for (String type : Stream.of(QueryType.values()).map(QueryType::cliName).toList()) {
            List<Double> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            for (SearchPhaseRows.Trial trial : trials) {
                for (String phase : Stream.of(SearchResult.AS_INGESTED, trial.forceMerged()).toList()) {
                    SearchPhaseRows.Figures figures = trial.figures(phase, type);
                    double value = figures == null ? Double.NaN : latency.applyAsDouble(figures);
                    // A log axis cannot place 0 (a latency under the histogram's resolution) or a missing value.
                    if (figures != null && value > 0 && figures.segments() > 0) {
                        x.add((double) figures.segments());
                        y.add(value);
                    }
                }
            }
            if (!x.isEmpty()) {
                chart.addSeries(type, x, y);
            }
        }
        return chart;
    }
}
