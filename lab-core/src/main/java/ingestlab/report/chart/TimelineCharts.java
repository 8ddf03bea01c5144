package ingestlab.report.chart;

import ingestlab.report.Config;
import ingestlab.report.Configs;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Segment count and buffer use over time, one line per configuration: the mean over that configuration's trials
 * at each second. Lines are labelled by the results file's factors, joined on {@code config_hash}.
 */
final class TimelineCharts {
    private static final String RUN_ID = "run_id";
    private static final String TRIAL = "trial";

    private final Timeline timeline;
    private final Map<String, String> labels = new HashMap<>();
    private final Predicate<Map<String, String>> keep;

    /** @param configs the results file's configurations (only their counted trials: warm-ups are not drawn) */
    TimelineCharts(Timeline timeline, Configs configs) {
        Headless.ensure();
        this.timeline = timeline;
        for (Config config : configs.all()) {
            for (Map<String, String> row : config.rows()) {
                if (row.containsKey(Timeline.CONFIG_HASH)) {
                    labels.putIfAbsent(row.get(Timeline.CONFIG_HASH), configs.label(config));
                }
            }
        }
        this.keep = countedTrials(configs);
    }

    /** With run ids in the results, only trials that count (ok, not warm-ups); without, every sampled trial. */
    private static Predicate<Map<String, String>> countedTrials(Configs configs) {
        List<Map<String, String>> rows = configs.all().stream().flatMap(c -> c.rows().stream()).toList();
        if (rows.isEmpty() || !rows.get(0).containsKey(RUN_ID) || !rows.get(0).containsKey(Timeline.CONFIG_HASH)) {
            return r -> true;
        }
        Set<String> counted = rows.stream().map(TimelineCharts::trialKey).collect(Collectors.toSet());
        return r -> counted.contains(trialKey(r));
    }

    private static String trialKey(Map<String, String> row) {
        return row.get(RUN_ID) + "|" + row.get(Timeline.CONFIG_HASH) + "|" + row.get(TRIAL);
    }

    XYChart segmentCount() {
        return chart("segment_count", "segments", 1);
    }

    XYChart bufferUsed() {
        return chart("buffer_used_bytes", "buffer used (MiB)", 1024.0 * 1024.0);
    }

    private XYChart chart(String column, String yTitle, double divisor) {
        XYChart chart = new XYChartBuilder().width(900).height(560)
                .title(column + " over time (per config: mean over its trials at each second)")
                .xAxisTitle("seconds since the trial started").yAxisTitle(yTitle).build();
        ChartAxes.plainNumbers(chart.getStyler());
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        Map<String, TreeMap<Double, Double>> lines = timeline.meanPerSecond(column, keep);
        lines.forEach((hash, points) -> {
            XYSeries series = chart.addSeries(labels.getOrDefault(hash, hash), List.copyOf(points.keySet()),
                    points.values().stream().map(v -> v / divisor).toList());
            series.setMarker(SeriesMarkers.NONE);
        });
        return chart;
    }
}
