package ingestlab.report.chart;

import ingestlab.metrics.TimelineColumn;
import ingestlab.report.Configs;
import ingestlab.report.SummaryReport;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The charts of {@code lab report}, written as PNG and SVG into one folder. */
public final class ReportCharts {
    private ReportCharts() {}

    /**
     * Per metric, a bar chart by configuration; and when one numeric factor varies, the metric against it
     * ({@code <metric>-by-<factor>}). Returns the files written.
     */
    public static List<Path> write(SummaryReport report, Path folder) throws IOException {
        Headless.ensure();
        List<Path> files = new ArrayList<>();
        Configs configs = report.configs();
        Optional<String> numeric = FactorLineChart.numericFactor(configs);
        for (SummaryReport.Section section : report.sections()) {
            if (section.lines().stream().allMatch(l -> Double.isNaN(l.summary().mean()))) {
                continue;
            }
            String metric = section.metric().column();
            files.addAll(ChartFiles.save(ConfigBarChart.of(section, configs, report.interval()), folder, metric));
            if (numeric.isPresent()) {
                files.addAll(ChartFiles.save(FactorLineChart.of(section, configs, numeric.get(), report.interval()),
                        folder, metric + "-by-" + numeric.get()));
            }
        }
        return files;
    }

    /** Segment count and buffer use over time from a timeline file, labelled by the results' configurations. */
    public static List<Path> writeTimeline(Timeline timeline, Configs configs, Path folder) throws IOException {
        TimelineCharts charts = new TimelineCharts(timeline, configs);
        List<Path> files = new ArrayList<>(ChartFiles.save(charts.segmentCount(), folder,
                "timeline-" + TimelineColumn.SEGMENT_COUNT.column()));
        files.addAll(ChartFiles.save(charts.bufferUsed(), folder,
                "timeline-" + TimelineColumn.BUFFER_USED_BYTES.column()));
        return files;
    }
}
