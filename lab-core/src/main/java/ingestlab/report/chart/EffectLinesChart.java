package ingestlab.report.chart;

import java.awt.Color;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Effects (ratios) against one quantity: a line per series through its points, each point's interval a vertical
 * segment in the line's colour (drawn as its own two-point series, since XChart's error bars are symmetric and a
 * ratio's interval is not), and a dashed line at the no-effect value.
 */
public final class EffectLinesChart {
    /** One point of a series: its x, its effect and the effect's interval (NaN bounds: none drawn). */
    public record Point(String series, double x, double y, double low, double high) {}

    /** The chart's words and axes. */
    public record Layout(String title, String xTitle, String yTitle, boolean logX, Double reference) {}

    private EffectLinesChart() {}

    public static XYChart of(Layout layout, List<Point> points) {
        Headless.ensure();
        XYChart chart = new XYChartBuilder().width(900).height(560).title(layout.title()).xAxisTitle(layout.xTitle())
                .yAxisTitle(layout.yTitle()).build();
        ChartAxes.plainNumbers(chart.getStyler());
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        chart.getStyler().setXAxisLogarithmic(layout.logX());
        Map<String, List<Point>> series = new LinkedHashMap<>();
        points.forEach(p -> series.computeIfAbsent(p.series(), k -> new ArrayList<>()).add(p));
        Color[] palette = chart.getStyler().getSeriesColors();
        int index = 0;
        for (Map.Entry<String, List<Point>> entry : series.entrySet()) {
            Color color = palette[index++ % palette.length];
            List<Point> sorted = entry.getValue().stream().sorted(Comparator.comparingDouble(Point::x)).toList();
            XYSeries line = chart.addSeries(entry.getKey(), sorted.stream().map(Point::x).toList(),
                    sorted.stream().map(Point::y).toList());
            line.setLineColor(color);
            line.setMarkerColor(color);
            for (int i = 0; i < sorted.size(); i++) {
                Point p = sorted.get(i);
                if (Double.isNaN(p.low()) || Double.isNaN(p.high())) {
                    continue;
                }
                XYSeries interval = chart.addSeries(entry.getKey() + " interval " + (i + 1), List.of(p.x(), p.x()),
                        List.of(p.low(), p.high()));
                interval.setLineColor(color);
                interval.setMarker(SeriesMarkers.NONE);
                interval.setShowInLegend(false);
            }
        }
        if (layout.reference() != null && !points.isEmpty()) {
            double min = points.stream().mapToDouble(Point::x).min().orElseThrow();
            double max = points.stream().mapToDouble(Point::x).max().orElseThrow();
            XYSeries none = chart.addSeries("no effect", List.of(min, max),
                    List.of(layout.reference(), layout.reference()));
            none.setMarker(SeriesMarkers.NONE);
            none.setLineColor(Color.GRAY);
        }
        return chart;
    }
}
