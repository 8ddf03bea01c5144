package ingestlab.report;

import ingestlab.metrics.Metric;
import ingestlab.node.IndexSettings;
import ingestlab.results.TrialResult;
import ingestlab.settings.ExperimentSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;

/**
 * The readable summary of one experiment's trials: a row per metric, a column per trial, and with several
 * successful trials the mean and standard deviation.
 */
public final class TrialSummary {
    private TrialSummary() {}

    public static String render(List<TrialResult> results) {
        List<TrialResult> ok = results.stream().filter(TrialResult::ok).toList();
        boolean spread = ok.size() > 1;
        List<String> header = new ArrayList<>(List.of("metric", "unit"));
        for (TrialResult r : results) {
            header.add("trial " + r.trial());
        }
        if (spread) {
            header.add("mean");
            header.add("sd");
        }
        MarkdownTable table = new MarkdownTable(header);
        for (Metric metric : Metric.values()) {
            if (Metric.SEARCH_BENCH.columns().contains(metric)) {
                continue; // the search benchmark's table shows them (SearchSummary)
            }
            List<String> row = new ArrayList<>(List.of(metric.column(), metric.unit().symbol()));
            DescriptiveStatistics stats = new DescriptiveStatistics();
            for (TrialResult r : results) {
                if (r.ok()) {
                    Number value = metric.read(r.observations());
                    row.add(metric.unit().format(value));
                    if (value != null && !Double.isNaN(value.doubleValue())) {
                        stats.addValue(value.doubleValue());
                    }
                } else {
                    row.add(TrialResult.FAILED);
                }
            }
            if (spread) {
                row.add(metric.unit().format(stats.getN() == 0 ? Double.NaN : stats.getMean()));
                row.add(metric.unit().format(stats.getN() < 2 ? Double.NaN : stats.getStandardDeviation()));
            }
            table.row(row);
        }
        return table.render();
    }

    /** A controller that wrote fewer buffers than this barely acted: flush mode and selector hardly mattered. */
    static final int FEW_CONTROLLER_WRITES = 20;

    /**
     * What a reader should know before trusting the numbers, in plain words: a flush mode or selector that barely
     * acted because the controller hardly wrote.
     */
    public static List<String> notes(ExperimentSpec spec, List<TrialResult> results) {
        List<String> notes = new ArrayList<>();
        DescriptiveStatistics writes = new DescriptiveStatistics();
        DescriptiveStatistics lucene = new DescriptiveStatistics();
        for (TrialResult r : results) {
            if (r.ok()) {
                writes.addValue(Metric.CONTROLLER_WRITES.read(r.observations()).doubleValue());
                lucene.addValue(Metric.FLUSHES_BY_LUCENE.read(r.observations()).doubleValue());
            }
        }
        if (writes.getN() > 0 && writes.getMax() < FEW_CONTROLLER_WRITES) {
            String wrote = writes.getMax() == 0 ? "the controller wrote no buffer"
                    : String.format(Locale.ROOT, "the controller wrote at most %.0f buffers per trial", writes.getMax());
            String why = lucene.getMax() > writes.getMax()
                    ? " (IndexWriter flushed on its own more often: with one shard its buffer is the whole budget)"
                    : spec.get(IndexSettings.REFRESH_INTERVAL_MS).isOff() ? "" : " (refreshes flush every shard first: try --refresh-interval off or "
                    + "more documents)";
            notes.add(wrote + ": --flush-mode and --selector barely acted here" + why);
        }
        return notes;
    }
}
