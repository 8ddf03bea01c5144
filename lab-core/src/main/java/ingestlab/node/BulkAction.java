package ingestlab.node;

import ingestlab.mapping.DocBuilder;
import ingestlab.util.Failures;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.BooleanSupplier;
import java.util.function.ToIntFunction;

/**
 * A bulk on the node, after Elasticsearch's {@code TransportBulkAction}
 * ({@code server/src/main/java/org/elasticsearch/action/bulk/TransportBulkAction.java}, whose
 * {@code BulkOperation} groups the items by shard): the bulk is split by index, then by shard, and each shard's part
 * runs as a
 * {@link ShardBulkAction} under the write pool, every part but the last on the pool's threads, in parallel, and the
 * last on the caller's thread, since it would only wait (see {@link WritePool}). A part the full queue rejects is
 * answered as rejected, as Elasticsearch answers its items with 429; the client decides whether to resend.
 */
final class BulkAction {
    private final List<IndexService> indices;
    private final WritePool writePool;
    private final List<ShardBulkAction> shardBulks; // by index
    private final CrashPoint crashPoint;
    private final BooleanSupplier stopping;

    /**
     * @param shardBulks each index's shard-level action (its listeners: its translog, then the controller)
     * @param stopping whether the node is shutting down, when a rejection is no 429 but the end
     */
    BulkAction(List<IndexService> indices, WritePool writePool, List<ShardBulkAction> shardBulks,
               CrashPoint crashPoint, BooleanSupplier stopping) {
        this.indices = List.copyOf(indices);
        this.writePool = writePool;
        this.shardBulks = List.copyOf(shardBulks);
        this.crashPoint = crashPoint;
        this.stopping = stopping;
    }

    /**
     * Indexes one bulk and returns when every shard has answered.
     *
     * @param builders each index's document builder, by position
     */
    BulkResponse execute(List<IndexRequest> bulk, List<DocBuilder> builders, boolean skipBad)
            throws IOException, InterruptedException {
        List<List<IndexRequest>> perIndex = split(bulk, indices.size(), IndexRequest::index);
        List<List<IndexRequest>> rejected = new ArrayList<>(0); // the shard-level requests the queue rejected
        List<Future<List<IndexRequest>>> responses = new ArrayList<>();
        WritePool.Request<List<IndexRequest>> last = null;
        List<IndexRequest> lastRequests = null;
        for (int x = 0; x < indices.size(); x++) {
            IndexService index = indices.get(x);
            ShardBulkAction shardBulk = shardBulks.get(x);
            DocBuilder builder = builders.get(x);
            int shards = index.numberOfShards();
            List<List<IndexRequest>> perShard = split(perIndex.get(x), shards, r -> index.shardFor(r.id()));
            for (int i = 0; i < shards; i++) {
                if (!perShard.get(i).isEmpty()) {
                    if (last != null) {
                        try {
                            responses.add(writePool.submit(last));
                        } catch (RejectedExecutionException e) {
                            rejected.add(rejected(lastRequests, e));
                        }
                    }
                    int shard = i;
                    lastRequests = perShard.get(i);
                    List<IndexRequest> requests = lastRequests;
                    last = () -> shardBulk.execute(index.primaries().get(shard), index.replicas().get(shard),
                            requests, builder, skipBad);
                }
            }
        }
        List<IndexRequest> notIndexed = new ArrayList<>();
        Throwable failure = null;
        if (last != null) {
            try {
                notIndexed.addAll(writePool.run(last));
            } catch (RejectedExecutionException e) {
                rejected.add(rejected(lastRequests, e));
            } catch (IOException | RuntimeException e) {
                failure = e; // thrown once the other shards have answered
            }
        }
        for (Future<List<IndexRequest>> response : responses) {
            try {
                notIndexed.addAll(response.get());
            } catch (ExecutionException e) {
                // Wait for the other shards' answers before failing, so no request outlives its bulk.
                failure = failure == null ? e.getCause() : failure;
            }
        }
        if (failure != null) {
            throw Failures.rethrow(failure);
        }
        List<IndexRequest> resend = rejected.isEmpty() ? List.of()
                : rejected.stream().flatMap(List::stream).toList();
        crashPoint.acknowledged(bulk.size() - notIndexed.size() - resend.size());
        return new BulkResponse(notIndexed, resend, rejected.size());
    }

    /** {@code requests} in {@code parts} lists by {@code part}, in their order; all of them when there is one part. */
    private static List<List<IndexRequest>> split(List<IndexRequest> requests, int parts,
                                                  ToIntFunction<IndexRequest> part) {
        if (parts == 1) {
            return List.of(requests); // every request goes to the only part: no hash, no copy
        }
        List<List<IndexRequest>> split = new ArrayList<>(parts);
        for (int i = 0; i < parts; i++) {
            split.add(new ArrayList<>());
        }
        for (IndexRequest request : requests) {
            split.get(part.applyAsInt(request)).add(request);
        }
        return split;
    }

    /** A rejected shard-level request's items, unless the node is shutting down: then the bulk fails. */
    private List<IndexRequest> rejected(List<IndexRequest> requests, RejectedExecutionException e)
            throws IOException {
        if (stopping.getAsBoolean()) {
            throw new IOException("the node is shutting down", e);
        }
        return requests;
    }
}
