package ingestlab.report;

import ingestlab.metrics.MetricColumn;
import ingestlab.stats.Summary;

/**
 * One metric of the node, or one column of an index, baseline against contender: both summaries, the test's p-value
 * and the verdict.
 */
record Comparison(MetricColumn metric, Summary baseline, Summary contender, double pValue) {
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
