package ingestlab.node;

import ingestlab.data.DocFeed;
import ingestlab.data.SourceDoc;
import ingestlab.mapping.DocBuilder;
import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.ProcessCpu;
import ingestlab.metrics.Sample;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.LabSettings;
import ingestlab.util.Failures;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongConsumer;

/**
 * The load generator: {@code threads} clients, each taking bulks of {@code bulkSize} source documents from one shared
 * feed until {@code docs} were taken, as Rally's bulk-indexing clients do. Ids are given in feed order; each client
 * sends its bulk of sources to the node (whose write pool maps and indexes them, as Elasticsearch's write threads
 * parse them) and records its latency (from sending to the last shard's response) in the node's samples; the elapsed
 * time and bad documents go to its counters.
 * The items of a shard-level request the full write queue rejected (429) are resent by their client after a back-off
 * ({@link BulkBackoff}), as Rally's clients do; the node only rejects.
 * A document that cannot be indexed fails the run, or with {@code skipBad} is counted and left out. The first failure
 * stops every client and is rethrown.
 */
public final class IndexingClients {
    /**
     * @param updateRatio the fraction of documents that re-use an id already given
     * @param skipBad count documents that cannot be indexed instead of failing
     */
    public record Settings(int threads, int bulkSize, long docs, double updateRatio, long seed, boolean skipBad) {}

    private final Settings settings;
    private final DocBuilder builder;

    public IndexingClients(Settings settings, DocBuilder builder) {
        this.settings = settings;
        this.builder = builder;
    }

    /** The clients a spec describes: its threads, bulk size, documents, update ratio, seed and skip-bad switch. */
    public static IndexingClients of(ExperimentSpec spec, DocBuilder builder) {
        return new IndexingClients(new Settings(spec.get(LabSettings.THREADS), spec.get(LabSettings.BULK_SIZE), spec.get(LabSettings.DOCS), spec.get(LabSettings.UPDATE_RATIO),
                spec.get(LabSettings.SEED), spec.get(LabSettings.SKIP_BAD)), builder);
    }

    /**
     * @param progress told the number of documents each finished bulk held
     */
    public Result run(Node node, DocFeed feed, LongConsumer progress) throws IOException, InterruptedException {
        BulkSource source = new BulkSource(feed, new IdAssigner(settings.updateRatio(), settings.seed()));
        MetricRegistry counters = node.metrics();
        BulkBackoff backoff = new BulkBackoff(counters);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        LongAdder indexed = new LongAdder();
        LongAdder indexedBytes = new LongAdder();
        LongAdder rejectedDocs = new LongAdder();
        List<Thread> clients = new ArrayList<>();
        long cpuStart = ProcessCpu.nanos();
        long start = System.nanoTime();
        for (int i = 0; i < settings.threads(); i++) {
            Thread client = new Thread(() -> {
                try {
                    for (Bulk bulk = source.nextBulk(); !bulk.docs().isEmpty() && failure.get() == null;
                            bulk = source.nextBulk()) {
                        long t0 = System.nanoTime();
                        long[] ids = bulk.ids();
                        List<IndexRequest> requests = new ArrayList<>(bulk.docs().size());
                        for (int d = 0; d < bulk.docs().size(); d++) {
                            requests.add(new IndexRequest(Long.toString(ids[d]), bulk.docs().get(d)));
                        }
                        // The client resends what the full write queue rejected (429s), after a back-off.
                        List<IndexRequest> notIndexed = backoff.send(
                                part -> node.bulk(part, builder, settings.skipBad()), requests);
                        node.samples().record(Sample.BULK_LATENCY_MICROS, Math.max(1, (System.nanoTime() - t0) / 1000));
                        // The ids of the documents indexed, compacted in place: never ahead of the one being read.
                        int kept = 0;
                        long bytes = 0;
                        // A set of the failed only when there are any: the common bulk needs no lookup per document.
                        Set<IndexRequest> dropped = Set.of();
                        if (!notIndexed.isEmpty()) {
                            dropped = Collections.newSetFromMap(new IdentityHashMap<>());
                            dropped.addAll(notIndexed);
                        }
                        for (int d = 0; d < requests.size(); d++) {
                            if (dropped.isEmpty() || !dropped.contains(requests.get(d))) {
                                ids[kept++] = ids[d];
                                bytes += requests.get(d).source().sourceBytes();
                            }
                        }
                        indexedBytes.add(bytes);
                        if (settings.updateRatio() > 0) {
                            source.ids.indexed(ids, kept);
                        }
                        indexed.add(kept);
                        rejectedDocs.add(notIndexed.size());
                        counters.add(Metric.BAD_DOCS, notIndexed.size());
                        progress.accept(bulk.docs().size());
                    }
                } catch (Throwable t) {
                    failure.compareAndSet(null, t);
                    source.stop();
                }
            }, "lab-client-" + i);
            clients.add(client);
            client.start();
        }
        for (Thread client : clients) {
            client.join();
        }
        long elapsed = System.nanoTime() - start;
        long cpu = ProcessCpu.nanos() - cpuStart;
        if (failure.get() != null) {
            throw Failures.rethrow(failure.get());
        }
        counters.add(Metric.ELAPSED_S, elapsed);
        counters.add(Metric.CPU_S, cpu);
        counters.add(Metric.BAD_DOCS, feed.badDocs());
        return new Result(source.taken, indexed.sum(), indexedBytes.sum(), rejectedDocs.sum(), source.ids.updates(),
                source.ids.distinctIndexed());
    }

    /**
     * @param taken documents taken from the feed (lines the feed skipped as unreadable are not documents)
     * @param docs documents indexed and acknowledged
     * @param sourceBytes their source size
     * @param rejectedDocs documents not indexed (unmappable, or rejected by Lucene: those may have left a deleted doc
     *     id)
     * @param updates documents that re-used an id
     * @param expectedLiveDocs distinct ids indexed when updates are on, else {@code docs}
     */
    public record Result(long taken, long docs, long sourceBytes, long rejectedDocs, long updates,
                         long expectedLiveDocs) {
        public Result {
            if (expectedLiveDocs < 0) {
                expectedLiveDocs = docs;
            }
        }
    }

    /** Source documents taken together from the feed, and their ids (an array, not an object per document). */
    private record Bulk(long[] ids, List<SourceDoc> docs) {}

    /** Hands out bulks from the shared feed, with their ids, until {@code docs} were handed out. */
    private final class BulkSource {
        private final DocFeed feed;
        final IdAssigner ids;
        long taken; // read after the clients have joined
        private boolean stopped;

        BulkSource(DocFeed feed, IdAssigner ids) {
            this.feed = feed;
            this.ids = ids;
        }

        synchronized Bulk nextBulk() throws IOException {
            int size = stopped ? 0 : (int) Math.min(settings.bulkSize(), settings.docs() - taken);
            long[] bulkIds = new long[size];
            List<SourceDoc> bulk = new ArrayList<>(size);
            while (bulk.size() < size) {
                SourceDoc doc = feed.next();
                if (doc == null) {
                    stopped = true;
                    break;
                }
                bulkIds[bulk.size()] = ids.next();
                bulk.add(doc);
                taken++;
            }
            return new Bulk(bulkIds, bulk);
        }

        synchronized void stop() {
            stopped = true;
        }
    }
}
