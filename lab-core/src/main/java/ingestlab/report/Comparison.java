package ingestlab.report;

import ingestlab.metrics.Metric;
import ingestlab.stats.Summary;

/** One metric, baseline against contender: both summaries, the test's p-value and the verdict. */
public record Comparison(Metric metric, Summary baseline, Summary contender, double pValue) {
    public double diff() {
        return contender.mean() - baseline.mean();
    }

    /** The difference as a fraction of the baseline's mean. */
    public double relativeDiff() {
        return diff() / baseline.mean();
    }

    public Verdict verdict() {
        return Verdict.of(metric.direction(), diff(), pValue);
    }
}
