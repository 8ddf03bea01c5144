package ingestlab.load;

import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.node.BulkResponse;
import ingestlab.node.IndexRequest;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A client's answer to a 429, as Rally's bulk runner and Elasticsearch's {@code BulkProcessor} with its
 * {@code BackoffPolicy} give it: the items the node rejected are counted ({@code bulk_rejections}, per shard-level
 * request), and resent after a back-off of 1 ms, doubling to 1 s, until every item was answered otherwise.
 */
final class BulkBackoff {
    static final long MAX_BACKOFF_MILLIS = 1000;

    /** Sends a bulk to the node and answers with its response. */
    interface Sender {
        BulkResponse send(List<IndexRequest> bulk) throws IOException, InterruptedException;
    }

    /** How the client waits between attempts; {@link Thread#sleep(long)} but in tests. */
    interface Sleeper {
        void sleep(long millis) throws InterruptedException;
    }

    private final MetricRegistry metrics;
    private final Sleeper sleeper;

    BulkBackoff(MetricRegistry metrics) {
        this(metrics, Thread::sleep);
    }

    BulkBackoff(MetricRegistry metrics, Sleeper sleeper) {
        this.metrics = metrics;
        this.sleeper = sleeper;
    }

    /**
     * Sends {@code bulk}, resending what was rejected until nothing is.
     *
     * @return the requests not indexed (documents that could not be, with {@code skipBad})
     */
    List<IndexRequest> send(Sender node, List<IndexRequest> bulk) throws IOException, InterruptedException {
        long backoffMillis = 1;
        BulkResponse response = node.send(bulk);
        List<IndexRequest> notIndexed = response.notIndexed();
        while (!response.rejected().isEmpty()) {
            metrics.add(Metric.BULK_REJECTIONS, response.rejectedShardRequests());
            sleeper.sleep(backoffMillis);
            backoffMillis = Math.min(MAX_BACKOFF_MILLIS, backoffMillis * 2);
            response = node.send(response.rejected());
            if (!response.notIndexed().isEmpty()) {
                notIndexed = new ArrayList<>(notIndexed);
                notIndexed.addAll(response.notIndexed());
            }
        }
        return notIndexed;
    }
}
