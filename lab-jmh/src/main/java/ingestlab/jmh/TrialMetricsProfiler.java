package ingestlab.jmh;

import ingestlab.metrics.Metric;
import ingestlab.metrics.Observations;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * Reports each trial's segment metrics as JMH secondary results, read from lab-core's {@link Metric} definitions.
 *
 * <p>Why a profiler and not {@code @AuxCounters(EVENTS)}: JMH gives EVENTS counters {@link AggregationPolicy#SUM},
 * and its aggregators keep the policy from iterations to forks, so a counter's score is the sum over every
 * measured iteration of every fork (with 2 forks × 2 iterations, four times one trial's segment count). Here each
 * iteration reports the mean over the trials it ran (one in SingleShotTime) with {@link AggregationPolicy#AVG}, so
 * the score is the mean per trial and the error its 99.9% confidence half-width, like the primary score.
 *
 * <p>After the metrics, each condition of the benchmark's {@link FactorActs} that its row is asked: the share of the
 * iteration's trials that met it, named {@code acts: } and the condition.
 *
 * <p>Enable with {@code -prof ingestlab.jmh.TrialMetricsProfiler}; {@link BenchmarkSuite} always does.
 */
public final class TrialMetricsProfiler implements InternalProfiler {
    /** The secondary results, in table order. */
    public static final List<Metric> METRICS = List.of(Metric.DOCS_PER_S, Metric.CONTROLLER_WRITES,
            Metric.THROTTLE_TIME_S, Metric.THROTTLE_TIME_MERGES_S, Metric.FLUSHES, Metric.FLUSHES_BY_CONTROLLER, Metric.FLUSHES_BY_REFRESH,
            Metric.FLUSHES_BY_LUCENE, Metric.FLUSHED_BYTES, Metric.FLUSHED_SEGMENT_MB.at(50), Metric.MERGES,
            Metric.MERGED_BYTES, Metric.SEGMENT_COUNT, Metric.SEGMENT_COUNT_FINAL, Metric.SEGMENT_COUNT_MAX,
            Metric.STORE_BYTES);

    private static final List<Observations> TRIALS = new ArrayList<>();

    /** Called by the benchmark after each trial, in the benchmark's JVM. */
    static void record(Observations observations) {
        synchronized (TRIALS) {
            TRIALS.add(observations);
        }
    }

    @Override
    public String getDescription() {
        return "ingest-lab trial metrics (controller writes, flushes by cause, merges, segment counts, store size, "
                + "docs/s) per invocation";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        synchronized (TRIALS) {
            TRIALS.clear();
        }
    }

    @Override
    public Collection<? extends Result<?>> afterIteration(BenchmarkParams benchmarkParams,
            IterationParams iterationParams, IterationResult result) {
        List<Observations> trials;
        synchronized (TRIALS) {
            trials = List.copyOf(TRIALS);
            TRIALS.clear();
        }
        if (trials.isEmpty()) {
            return List.of();
        }
        List<ScalarResult> results = new ArrayList<>();
        for (Metric metric : METRICS) {
            double sum = 0;
            for (Observations trial : trials) {
                sum += metric.read(trial).doubleValue();
            }
            // the unit's own symbol (empty for counts): the report reads it back through Unit
            results.add(new ScalarResult(metric.column(), sum / trials.size(), metric.unit().symbol(),
                    AggregationPolicy.AVG));
        }
        // The benchmark's factor conditions, as the share of this iteration's trials that met each (FactorActs)
        FactorConditions conditions = FactorConditions.ofBenchmark(benchmarkParams.getBenchmark());
        if (conditions.asks(benchmarkParams::getParam)) {
            Map<String, Double> shares = new LinkedHashMap<>();
            for (Observations trial : trials) {
                conditions.check(trial).forEach((name, met) -> shares.merge(name, met, Double::sum));
            }
            shares.forEach((name, met) -> results.add(new ScalarResult(name, met / trials.size(), "",
                    AggregationPolicy.AVG)));
        }
        return results;
    }
}
