package ingestlab.report.chart;

import ingestlab.stats.ConfidenceInterval;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Groups of trials side by side, numbered 1..n on the x axis: every trial a point, the group's mean a diamond and
 * its interval a vertical line (drawn as two points, since XChart's error bars are symmetric and a bootstrap
 * interval is not). A metric that cannot be negative never gets an interval below 0.
 */
public final class TrialPointsChart {
    /** One group: its values, their mean and interval. */
    public record Group(List<Double> values, double mean, ConfidenceInterval ci) {}

    private TrialPointsChart() {}

    public static XYChart of(String title, String xTitle, String yTitle, List<Group> groups, Double reference) {
        Headless.ensure();
        XYChart chart = new XYChartBuilder().width(900).height(520).title(title).xAxisTitle(xTitle)
                .yAxisTitle(yTitle).build();
        ChartAxes.plainNumbers(chart.getStyler());
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setXAxisMin(0.5);
        chart.getStyler().setXAxisMax(groups.size() + 0.5);
        chart.getStyler().setXAxisDecimalPattern("0");
        List<Double> px = new ArrayList<>();
        List<Double> py = new ArrayList<>();
        List<Double> mx = new ArrayList<>();
        List<Double> my = new ArrayList<>();
        for (int g = 0; g < groups.size(); g++) {
            Group group = groups.get(g);
            for (int i = 0; i < group.values().size(); i++) {
                // spread the points a little so equal values stay visible
                px.add(g + 1 - 0.15 + 0.3 * i / Math.max(1, group.values().size() - 1));
                py.add(group.values().get(i));
            }
            if (!Double.isNaN(group.mean())) {
                mx.add(g + 1.0);
                my.add(group.mean());
            }
            if (group.ci().isKnown()) {
                XYSeries interval = chart.addSeries("95% CI " + (g + 1), List.of(g + 1.0, g + 1.0),
                        List.of(Math.max(0, group.ci().low()), Math.max(0, group.ci().high())));
                interval.setMarker(SeriesMarkers.PLUS);
            }
        }
        if (!px.isEmpty()) {
            chart.addSeries("trials", px, py).setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        }
        if (!mx.isEmpty()) {
            XYSeries means = chart.addSeries("mean", mx, my);
            means.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            means.setMarker(SeriesMarkers.DIAMOND);
        }
        if (reference != null) {
            chart.addSeries("no effect", List.of(0.5, groups.size() + 0.5), List.of(reference, reference))
                    .setMarker(SeriesMarkers.NONE);
        }
        return chart;
    }
}
