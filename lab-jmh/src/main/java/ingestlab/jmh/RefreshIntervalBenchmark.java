package ingestlab.jmh;

import ingestlab.node.IndexSettings;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import org.openjdk.jmh.annotations.Param;

/** The scheduled refresh interval, set explicitly (so, as in Elasticsearch, search-idle does not apply). */
public class RefreshIntervalBenchmark extends LabDefaultsBenchmark {
    @Param({"1s", "5s", "30s", "off"})
    public String refresh;

    @Override
    protected ExperimentSpec.Builder configure(ExperimentSpec.Builder spec) {
        return spec.set(IndexSettings.REFRESH_INTERVAL_MS, Interval.parse(refresh));
    }
}
