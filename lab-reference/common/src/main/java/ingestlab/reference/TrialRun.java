package ingestlab.reference;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * The part of a reference trial that is the same on every engine, given its shards: the scheduled refreshes, the
 * clients feeding the documents (each takes the next bulk, splits it by shard and submits each shard-level request to
 * the node's write pool, waiting for all of them, as a bulk request does), the trial's span and CPU time, and its
 * results at the last acknowledgement and after a final refresh. What needs the engine's API is its {@link Node}.
 */
public final class TrialRun {
    private TrialRun() {}

    /**
     * What a trial needs of the engine, in its API.
     *
     * @param <S> the engine's shard
     */
    public interface Node<S> {
        /** The shard of {@code shards} (one index's, in order) that Elasticsearch's _id routing sends {@code item} to. */
        S route(List<S> shards, BulkReader.Item item);

        /** One shard-level request, on a write thread: each document through the primary, then the request's end. */
        void index(S shard, List<BulkReader.Item> items) throws Exception;

        /** The shard's scheduled refresh ({@code IndexShard#scheduledRefresh}); a failure it cannot throw goes to {@code failed}. */
        void scheduledRefresh(S shard, Consumer<Exception> failed);

        /** The refresh after the last acknowledgement, before the final measurement. */
        void finalRefresh(S shard);

        ShardFlushes flushes(S shard);

        ShardMeter.Stats stats(S shard);

        /** Documents of {@code index} that asked for a mapping update. */
        long mappingUpdates(String index);
    }

    /**
     * Runs the trial of {@code config} on {@code byIndex} (each index's shards, started) and writes its results: the
     * requests on the node's {@code write} pool, the scheduled refreshes on its {@code refresh} pool when the trial's
     * {@link TrialConfig#refreshPool} is shared.
     */
    public static <S> void run(TrialConfig config, Map<String, List<S>> byIndex, ExecutorService write,
                               ExecutorService refresh, Node<S> node) throws Exception {
        Refreshes<S> refreshes = Refreshes.start(config.indices(), byIndex,
                config.refreshPool() == TrialConfig.RefreshPool.SHARED ? refresh : null, node::scheduledRefresh);
        byIndex.values().forEach(shards -> shards.forEach(shard -> node.flushes(shard).trialStarts()));
        Instant startedAt = Instant.now();
        long start = System.nanoTime();
        long cpuAtStart = Results.processCpuNanos();
        long docs;
        try {
            docs = feed(config, byIndex, write, node);
        } finally {
            refreshes.stop();
        }
        long elapsedNanos = System.nanoTime() - start;
        long cpuNanos = Results.processCpuNanos() - cpuAtStart;
        Results results = new Results(docs, startedAt, elapsedNanos, cpuAtStart < 0 ? -1 : cpuNanos);
        results.refreshes(config.refreshPool(), refreshes.passes(), refreshes.threads());
        for (Map.Entry<String, List<S>> index : byIndex.entrySet()) {
            results.atAck(index.getKey(), ShardMeter.sum(index.getValue(), node::flushes, node::stats));
            results.count(index.getKey(), "mappingUpdates", node.mappingUpdates(index.getKey()));
        }
        for (Map.Entry<String, List<S>> index : byIndex.entrySet()) {
            index.getValue().forEach(node::finalRefresh);
            results.atEnd(index.getKey(), ShardMeter.sum(index.getValue(), node::flushes, node::stats));
        }
        results.write(config.resultFile());
    }

    /** The clients: each takes the next bulk, splits it by shard and waits for its shard-level requests. */
    private static <S> long feed(TrialConfig config, Map<String, List<S>> byIndex, ExecutorService write, Node<S> node)
            throws Exception {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicLong indexed = new AtomicLong();
        try (BulkReader reader = new BulkReader(config.documents(), config.bulkSize())) {
            List<Thread> clients = new ArrayList<>();
            for (int c = 0; c < config.clients(); c++) {
                Thread client = new Thread(() -> {
                    try {
                        for (List<BulkReader.Item> bulk = reader.next(); !bulk.isEmpty() && failure.get() == null;
                                bulk = reader.next()) {
                            List<Future<?>> requests = new ArrayList<>();
                            for (Map.Entry<S, List<BulkReader.Item>> request : byShard(bulk, byIndex, node).entrySet()) {
                                requests.add(write.submit(() -> {
                                    node.index(request.getKey(), request.getValue());
                                    return null;
                                }));
                            }
                            for (Future<?> request : requests) {
                                request.get();
                            }
                            indexed.addAndGet(bulk.size());
                        }
                    } catch (Throwable t) {
                        failure.compareAndSet(null, t);
                    }
                }, "reference-client-" + c);
                clients.add(client);
                client.start();
            }
            for (Thread client : clients) {
                client.join();
            }
        }
        if (failure.get() != null) {
            throw new IllegalStateException("indexing failed: " + failure.get(), failure.get());
        }
        return indexed.get();
    }

    /** A bulk's shard-level requests, routed by _id, in bulk order. */
    private static <S> Map<S, List<BulkReader.Item>> byShard(List<BulkReader.Item> bulk, Map<String, List<S>> byIndex,
                                                             Node<S> node) {
        Map<S, List<BulkReader.Item>> requests = new LinkedHashMap<>();
        for (BulkReader.Item item : bulk) {
            List<S> shards = byIndex.get(item.index());
            if (shards == null) {
                throw new IllegalArgumentException("a document for index '" + item.index() + "', not in the trial");
            }
            requests.computeIfAbsent(node.route(shards, item), s -> new ArrayList<>()).add(item);
        }
        return requests;
    }
}
