package ingestlab.experiment;

import ingestlab.metrics.NodeSample;
import ingestlab.node.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Samples a node on its own thread at a fixed period ({@code --timeline}): the picture of buffer use and segment
 * count over time that shows why one reclaim policy merges less than another. One sample a second is 3,600 rows an
 * hour, so memory stays small.
 */
final class TimelineRecorder {
    private final Node node;
    private final ScheduledExecutorService executor;
    private final List<NodeSample> samples = new ArrayList<>(); // guarded by itself

    private TimelineRecorder(Node node, long periodMillis) {
        this.node = node;
        this.executor = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "lab-timeline");
            t.setDaemon(true);
            return t;
        });
        executor.scheduleAtFixedRate(this::sample, 0, periodMillis, TimeUnit.MILLISECONDS);
    }

    /** Starts sampling, or returns null when {@code periodMillis <= 0}. */
    static TimelineRecorder start(Node node, long periodMillis) {
        return periodMillis > 0 ? new TimelineRecorder(node, periodMillis) : null;
    }

    private void sample() {
        NodeSample sample = node.sample();
        synchronized (samples) {
            samples.add(sample);
        }
    }

    /** Stops sampling after one last sample, and returns them all in time order. */
    List<NodeSample> stop() throws InterruptedException {
        executor.shutdown();
        executor.awaitTermination(1, TimeUnit.MINUTES);
        sample();
        synchronized (samples) {
            return List.copyOf(samples);
        }
    }
}
