package ingestlab.report;

import ingestlab.metrics.Metric;
import ingestlab.metrics.Unit;
import ingestlab.report.JmhResults.Run;
import ingestlab.report.JmhResults.Score;
import ingestlab.stats.PairedRatio;
import java.io.IOException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code throughput.csv}: a row per benchmark × parameters with benchmark, mode, every parameter (empty where a
 * benchmark has no such parameter), forks, samples, JMH's score, its 99.9% error and unit, docs/s with its error, and
 * the row's score against its benchmark's first row paired by round ({@link RoundEffects}) with its 95% interval.
 */
final class ThroughputCsv {
    private static final String DOCS_PER_S = Metric.DOCS_PER_S.column();

    private ThroughputCsv() {}

    static String render(List<Run> runs) throws IOException {
        List<String> params = JmhResults.paramNames(runs);
        List<String> header = new ArrayList<>(List.of("benchmark", "mode"));
        header.addAll(params);
        header.addAll(List.of("forks", "samples", "score", "score_error", "unit", DOCS_PER_S, DOCS_PER_S + "_error",
                "rounds", "ratio_to_first", "ratio_to_first_low", "ratio_to_first_high"));
        Map<Run, PairedRatio> effects = new IdentityHashMap<>();
        JmhTables.byBenchmark(runs).values().forEach(rows -> {
            List<PairedRatio> against = RoundEffects.againstFirst(rows);
            for (int i = 0; i < rows.size(); i++) {
                effects.put(rows.get(i), against.get(i));
            }
        });
        CsvTable table = new CsvTable(header);
        for (Run run : runs) {
            PairedRatio effect = effects.get(run);
            List<String> row = new ArrayList<>(List.of(run.benchmark(), run.mode()));
            params.forEach(p -> row.add(run.params().getOrDefault(p, "")));
            Score docs = run.secondary().get(DOCS_PER_S);
            row.addAll(List.of(Integer.toString(run.forks()), Long.toString(run.primary().samples()),
                    Unit.formatMean(run.primary().score()), Unit.formatMean(run.primary().error()),
                    run.primary().unit(), docs == null ? "" : Unit.formatMean(docs.score()),
                    docs == null ? "" : Unit.formatMean(docs.error()), Integer.toString(effect.rounds()),
                    Unit.formatMean(effect.estimate()), Unit.formatMean(effect.ci().low()),
                    Unit.formatMean(effect.ci().high())));
            table.row(row);
        }
        return table.render();
    }
}
