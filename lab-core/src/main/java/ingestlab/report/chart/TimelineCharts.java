package ingestlab.report.chart;

import ingestlab.metrics.TimelineColumn;
import ingestlab.report.Config;
import ingestlab.report.Configs;
import ingestlab.results.TrialColumn;
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
    private static final String RUN_ID = TrialColumn.RUN_ID.column();
    private static final String CONFIG_HASH = TrialColumn.CONFIG_HASH.column();
    private static final String TRIAL = TrialColumn.TRIAL.column();
    private static final String ORDER = TrialColumn.ORDER.column();

    private final Timeline timeline;
    private final Map<String, String> labels = new HashMap<>();
    private final Predicate<Map<String, String>> keep;

    /** @param configs the results file's configurations (only their counted trials: warm-ups are not drawn) */
    TimelineCharts(Timeline timeline, Configs configs) {
        Headless.ensure();
        this.timeline = timeline;
        for (Config config : configs.all()) {
            for (Map<String, String> row : config.rows()) {
                if (row.containsKey(CONFIG_HASH)) {
                    labels.putIfAbsent(row.get(CONFIG_HASH), configs.label(config));
                }
            }
        }
        this.keep = countedTrials(configs, timeline.tellsWarmupsApart());
    }

    /**
     * With run ids in the results, only the samples of trials that count (ok, not warm-ups); without, every sampled
     * trial. A trial is known by its run id and {@code order}; a timeline without {@code order} knows it by config
     * hash and trial number, which a warm-up shares with the first measured trial of its config.
     */
    private static Predicate<Map<String, String>> countedTrials(Configs configs, boolean byOrder) {
        List<Map<String, String>> rows = configs.all().stream().flatMap(c -> c.rows().stream()).toList();
        if (rows.isEmpty() || !rows.get(0).containsKey(RUN_ID) || !rows.get(0).containsKey(CONFIG_HASH)) {
            return r -> true;
        }
        List<String> key = byOrder ? List.of(RUN_ID, ORDER) : List.of(RUN_ID, CONFIG_HASH, TRIAL);
        Set<List<String>> counted = rows.stream().map(r -> trialKey(r, key)).collect(Collectors.toSet());
        return r -> counted.contains(trialKey(r, key));
    }

    private static List<String> trialKey(Map<String, String> row, List<String> key) {
        return key.stream().map(c -> row.getOrDefault(c, "")).toList();
    }

    XYChart segmentCount() {
        return chart(TimelineColumn.SEGMENT_COUNT, "segments", 1);
    }

    XYChart bufferUsed() {
        return chart(TimelineColumn.BUFFER_USED_BYTES, "buffer used (MiB)", 1024.0 * 1024.0);
    }

    private XYChart chart(TimelineColumn column, String yTitle, double divisor) {
        XYChart chart = new XYChartBuilder().width(900).height(560)
                .title(column.column() + " over time (per config: mean over its trials, to the end of the shortest)")
                .xAxisTitle("seconds since the trial started").yAxisTitle(yTitle).build();
        ChartAxes.plainNumbers(chart.getStyler());
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        Map<String, TreeMap<Long, Double>> lines = timeline.meanPerSecond(column, keep);
        lines.forEach((hash, points) -> {
            XYSeries series = chart.addSeries(labels.getOrDefault(hash, hash), List.copyOf(points.keySet()),
                    points.values().stream().map(v -> v / divisor).toList());
            series.setMarker(SeriesMarkers.NONE);
        });
        return chart;
    }
}
