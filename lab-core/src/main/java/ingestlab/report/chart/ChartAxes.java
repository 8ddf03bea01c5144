package ingestlab.report.chart;

import ingestlab.metrics.MetricColumn;
import ingestlab.stats.ConfidenceInterval;
import org.knowm.xchart.style.AxesChartStyler;

/** Axis titles and error-bar values shared by the charts. */
final class ChartAxes {
    private ChartAxes() {}

    static String title(MetricColumn metric) {
        String unit = metric.unit().symbol();
        return unit.isEmpty() ? metric.column() : metric.column() + " (" + unit + ")";
    }

    /** Axis numbers as 120,000 rather than XChart's default 1.2E5. */
    static void plainNumbers(AxesChartStyler styler) {
        styler.setXAxisDecimalPattern("#,##0.###");
        styler.setYAxisDecimalPattern("#,##0.###");
    }

    /** XChart draws symmetric error bars and cannot draw NaN ones: a single trial gets none. */
    static double halfWidthOrZero(ConfidenceInterval ci) {
        return ci.isKnown() ? ci.halfWidth() : 0;
    }
}
