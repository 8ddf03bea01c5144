package ingestlab.node;

import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Samples;
import ingestlab.metrics.SegmentCounter;

/**
 * What every shard of the node reports to, whichever index it belongs to: the metrics, the samples, the live segment
 * count, the merge meter and the version maps' RAM. Each registers its own gauges when created.
 */
record NodeServices(MetricRegistry metrics, Samples samples, SegmentCounter segments, MergeMeter merges,
                    VersionMapBytes versionMapBytes) {

    static NodeServices create() {
        MetricRegistry metrics = new MetricRegistry();
        return new NodeServices(metrics, new Samples(), new SegmentCounter(metrics), new MergeMeter(metrics),
                new VersionMapBytes(metrics));
    }
}
