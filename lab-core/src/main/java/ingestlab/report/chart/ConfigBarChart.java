package ingestlab.report.chart;

import ingestlab.report.Configs;
import ingestlab.report.SummaryReport;
import ingestlab.stats.IntervalEstimator;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;

/** One metric's mean per configuration as bars, with the confidence interval's half-width as error bars. */
final class ConfigBarChart {
    private ConfigBarChart() {}

    static CategoryChart of(SummaryReport.Section section, Configs configs, IntervalEstimator interval) {
        Headless.ensure();
        List<String> labels = new ArrayList<>();
        List<Double> means = new ArrayList<>();
        List<Double> errors = new ArrayList<>();
        for (SummaryReport.Line line : section.lines()) {
            if (Double.isNaN(line.summary().mean())) {
                continue;
            }
            labels.add(line.config().values(configs.varying())); // the axis title names the factors
            means.add(line.summary().mean());
            errors.add(ChartAxes.halfWidthOrZero(line.summary().ci()));
        }
        CategoryChart chart = new CategoryChartBuilder().width(900).height(560)
                .title(section.metric().column() + " by config (mean; error bars: " + interval.describe() + ")")
                .xAxisTitle(String.join(", ", configs.varying()))
                .yAxisTitle(ChartAxes.title(section.metric()))
                .build();
        ChartAxes.plainNumbers(chart.getStyler());
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setXAxisLabelRotation(labels.size() > 4 ? 30 : 0);
        chart.addSeries(section.metric().column(), labels, means, errors);
        return chart;
    }
}
