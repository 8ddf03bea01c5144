package ingestlab.node;

import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Samples;
import ingestlab.metrics.SegmentCounter;

/**
 * What a shard reports to: the metrics, the samples, the live segment count, the merge meter and the version maps'
 * RAM. The node has one set; each index has its own ({@link #forIndex()}), whose counts reach the node's too. Each
 * registers its own gauges when created.
 */
record NodeServices(MetricRegistry metrics, Samples samples, SegmentCounter segments, MergeMeter merges,
                    VersionMapBytes versionMapBytes) {

    static NodeServices create() {
        MetricRegistry metrics = new MetricRegistry();
        return new NodeServices(metrics, new Samples(), new SegmentCounter(metrics), new MergeMeter(metrics),
                new VersionMapBytes(metrics));
    }

    /** An index's services: counted and sampled there and on the node; the version maps' RAM stays node-wide. */
    NodeServices forIndex() {
        MetricRegistry index = metrics.child();
        return new NodeServices(index, samples.child(), new SegmentCounter(index, segments),
                new MergeMeter(index, merges), versionMapBytes);
    }
}
