package ingestlab.report;

import ingestlab.metrics.Metric;
import ingestlab.metrics.Unit;
import ingestlab.report.JmhResults.Run;
import ingestlab.report.JmhResults.Score;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code segments.csv}: the rows of {@link ThroughputCsv} with every secondary result but docs/s, each followed by
 * its 99.9% error; the lab's metrics in their declared order, then other profilers' results.
 */
final class SegmentsCsv {
    private SegmentsCsv() {}

    static String render(List<Run> runs) throws IOException {
        List<String> params = JmhResults.paramNames(runs);
        List<String> metrics = JmhResults.secondaryNames(runs).stream()
                .filter(m -> !m.equals(Metric.DOCS_PER_S.column())).toList();
        List<String> header = new ArrayList<>(List.of("benchmark"));
        header.addAll(params);
        metrics.forEach(m -> header.addAll(List.of(m, m + "_error")));
        CsvTable table = new CsvTable(header);
        for (Run run : runs) {
            List<String> row = new ArrayList<>(List.of(run.benchmark()));
            params.forEach(p -> row.add(run.params().getOrDefault(p, "")));
            for (String m : metrics) {
                Score s = run.secondary().get(m);
                row.add(s == null ? "" : Unit.formatMean(s.score()));
                row.add(s == null ? "" : Unit.formatMean(s.error()));
            }
            table.row(row);
        }
        return table.render();
    }
}
