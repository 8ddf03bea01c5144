package ingestlab.load;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.data.SourceDoc;
import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.node.BulkResponse;
import ingestlab.node.IndexRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The client's answer to 429s: counted per shard-level request, resent after a doubling back-off. */
class BulkBackoffTest {
    private final MetricRegistry metrics = new MetricRegistry();
    private final List<Long> sleeps = new ArrayList<>();
    private final List<List<IndexRequest>> sent = new ArrayList<>();

    private static IndexRequest request(String id) {
        return new IndexRequest(id, new SourceDoc(Map.of(), null, 1, "test:" + id));
    }

    @Test
    void rejectedItemsAreCountedAndResentUntilAccepted() throws Exception {
        IndexRequest a = request("a");
        IndexRequest b = request("b");
        IndexRequest c = request("c");
        IndexRequest bad = request("bad");
        List<BulkResponse> answers = new ArrayList<>(List.of(
                new BulkResponse(List.of(bad), List.of(b, c), 2), // two shards rejected, one bad document
                new BulkResponse(List.of(), List.of(c), 1),
                new BulkResponse(List.of(), List.of(), 0)));
        BulkBackoff backoff = new BulkBackoff(metrics, sleeps::add);

        List<IndexRequest> notIndexed = backoff.send(bulk -> {
            sent.add(bulk);
            return answers.removeFirst();
        }, List.of(a, b, c, bad));

        assertThat(sent).containsExactly(List.of(a, b, c, bad), List.of(b, c), List.of(c));
        assertThat(notIndexed).containsExactly(bad);
        assertThat(metrics.snapshot().getLong(Metric.BULK_REJECTIONS)).isEqualTo(3);
        assertThat(sleeps).containsExactly(1L, 2L);
    }

    @Test
    void theBackOffDoublesUpToOneSecond() throws Exception {
        IndexRequest a = request("a");
        int[] attempts = {0};
        new BulkBackoff(metrics, sleeps::add).send(
                bulk -> ++attempts[0] <= 12 ? new BulkResponse(List.of(), List.of(a), 1)
                        : new BulkResponse(List.of(), List.of(), 0), List.of(a));

        assertThat(sleeps).hasSize(12).startsWith(1L, 2L, 4L).endsWith(512L, 1000L, 1000L);
        assertThat(metrics.snapshot().getLong(Metric.BULK_REJECTIONS)).isEqualTo(12);
    }

    @Test
    void anAcceptedBulkIsSentOnceAndCountsNothing() throws Exception {
        IndexRequest a = request("a");
        List<IndexRequest> notIndexed = new BulkBackoff(metrics, sleeps::add).send(bulk -> {
            sent.add(bulk);
            return new BulkResponse(List.of(), List.of(), 0);
        }, List.of(a));

        assertThat(notIndexed).isEmpty();
        assertThat(sent).hasSize(1);
        assertThat(sleeps).isEmpty();
        assertThat(metrics.snapshot().getLong(Metric.BULK_REJECTIONS)).isZero();
    }
}
