package ingestlab.jmh;

import ingestlab.node.IndexSettings;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import org.openjdk.jmh.annotations.Param;

/**
 * The scheduled refresh interval, set explicitly (so, as in Elasticsearch, search-idle does not apply). A refresh
 * acts by writing segments, so every row but {@code off} must have refresh-written segments: the intervals are short
 * enough for trials of a few seconds (longer ones: {@code -Djmh.params=refresh=1s,5s,30s,off} with documents enough
 * to outlast them).
 */
@FactorActs(value = "flushes_by_refresh > 0", rows = "refresh!=off")
public class RefreshIntervalBenchmark extends LabDefaultsBenchmark {
    /** Elasticsearch's 1s default first: the baseline. */
    @Param({"1s", "250ms", "off"})
    public String refresh;

    @Override
    protected ExperimentSpec.Builder configure(ExperimentSpec.Builder spec) {
        return spec.set(IndexSettings.REFRESH_INTERVAL_MS, Interval.parse(refresh));
    }
}
