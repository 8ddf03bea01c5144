package ingestlab.load;

import ingestlab.node.NodeSettings;
import ingestlab.workload.IndexSpec;
import ingestlab.workload.Workload;
import ingestlab.data.DataSettings;
import ingestlab.data.DocFeed;
import ingestlab.mapping.DocBuilder;
import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.ProcessCpu;
import ingestlab.metrics.Sample;
import ingestlab.node.IndexRequest;
import ingestlab.node.IndexSettings;
import ingestlab.node.Node;
import ingestlab.settings.ExperimentSpec;
import ingestlab.util.Failures;
import ingestlab.workload.BulkMix;
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
 * feed until {@code docs} were taken, as Rally's bulk-indexing clients do. On a node of many indices the shared feed
 * draws each document's index by share ({@link IndexMix}) and takes it from that index's own feed. Ids are given in feed order; each client
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

    /**
     * One index the clients feed.
     *
     * @param updateRatio the fraction of its documents that re-use one of its ids already given
     * @param seed seeds its ids
     */
    public record Target(DocBuilder builder, double share, double updateRatio, long seed) {}

    private final Settings settings;
    private final List<Target> targets;
    private final List<DocBuilder> builders;
    private final BulkMix mix;
    private final int batchDocs;

    public IndexingClients(Settings settings, DocBuilder builder) {
        this(settings, List.of(new Target(builder, 1.0, settings.updateRatio(), settings.seed())), BulkMix.RUNS, 1);
    }

    /** Clients of a node of many indices: {@code targets} by position, shared by {@code mix}. */
    public IndexingClients(Settings settings, List<Target> targets, BulkMix mix, int batchDocs) {
        this.settings = settings;
        this.targets = List.copyOf(targets);
        this.builders = this.targets.stream().map(Target::builder).toList();
        this.mix = mix;
        this.batchDocs = batchDocs;
    }

    /** The clients a spec describes: its threads, bulk size, documents, update ratio, seed and skip-bad switch. */
    public static IndexingClients of(ExperimentSpec spec, DocBuilder builder) {
        return of(spec, Workload.of(spec), List.of(builder));
    }

    /**
     * The clients of a workload: the spec's threads, bulk size, documents, seed and skip-bad switch; each index's
     * share, update ratio and builder (by position), its ids seeded apart ({@link IndexSettings#seedOf}).
     */
    public static IndexingClients of(ExperimentSpec spec, Workload workload, List<DocBuilder> builders) {
        List<Target> targets = new ArrayList<>();
        for (int i = 0; i < workload.indices().size(); i++) {
            IndexSpec index = workload.indices().get(i);
            targets.add(new Target(builders.get(i), index.share(), index.settings().get(DataSettings.UPDATE_RATIO),
                    IndexSettings.seedOf(spec.get(NodeSettings.SEED), i)));
        }
        return new IndexingClients(settingsOf(spec), targets, workload.mix(), workload.batchDocs());
    }

    private static Settings settingsOf(ExperimentSpec spec) {
        return new Settings(spec.get(ClientSettings.THREADS), spec.get(ClientSettings.BULK_SIZE), spec.get(ClientSettings.DOCS), spec.get(DataSettings.UPDATE_RATIO),
                spec.get(NodeSettings.SEED), spec.get(ClientSettings.SKIP_BAD));
    }

    /**
     * @param progress told the number of documents each finished bulk held
     */
    public Result run(Node node, DocFeed feed, LongConsumer progress) throws IOException, InterruptedException {
        return run(node, List.of(feed), progress);
    }

    /** {@link #run(Node, DocFeed, LongConsumer)} with each index's own feed, by position. */
    public Result run(Node node, List<DocFeed> feeds, LongConsumer progress)
            throws IOException, InterruptedException {
        List<IdAssigner> ids = targets.stream().map(t -> new IdAssigner(t.updateRatio(), t.seed())).toList();
        IndexMix indexMix = new IndexMix(targets.stream().map(Target::share).toList(), mix, batchDocs,
                settings.docs(), settings.seed() ^ IndexMix.SEED_SALT);
        BulkSource source = new BulkSource(feeds, ids, indexMix, settings.bulkSize(), settings.docs());
        long[][] indexedByIndex = {new long[targets.size()]}; // guarded by itself
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
                    for (BulkSource.Bulk bulk = source.nextBulk(); !bulk.docs().isEmpty() && failure.get() == null;
                            bulk = source.nextBulk()) {
                        long t0 = System.nanoTime();
                        long[] bulkIds = bulk.ids();
                        int[] indexOf = bulk.indices();
                        List<IndexRequest> requests = new ArrayList<>(bulk.docs().size());
                        for (int d = 0; d < bulk.docs().size(); d++) {
                            requests.add(new IndexRequest(indexOf[d], Long.toString(bulkIds[d]),
                                    bulk.docs().get(d)));
                        }
                        // The client resends what the full write queue rejected (429s), after a back-off.
                        List<IndexRequest> notIndexed = backoff.send(
                                part -> node.bulk(part, builders, settings.skipBad()), requests);
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
                                indexOf[kept] = indexOf[d];
                                bulkIds[kept++] = bulkIds[d];
                                bytes += requests.get(d).source().sourceBytes();
                            }
                        }
                        indexedBytes.add(bytes);
                        source.indexed(bulkIds, indexOf, kept);
                        synchronized (indexedByIndex) {
                            for (int d = 0; d < kept; d++) {
                                indexedByIndex[0][indexOf[d]]++;
                            }
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
        long updates = 0;
        long distinct = 0;
        List<IndexResult> byIndex = new ArrayList<>();
        for (int i = 0; i < targets.size(); i++) {
            counters.add(Metric.BAD_DOCS, feeds.get(i).badDocs());
            byIndex.add(new IndexResult(source.takenByIndex(i), indexedByIndex[0][i], ids.get(i).updates(),
                    ids.get(i).distinctIndexed()));
            updates += byIndex.getLast().updates();
            distinct += byIndex.getLast().expectedLiveDocs();
        }
        return new Result(source.taken(), indexed.sum(), indexedBytes.sum(), rejectedDocs.sum(), updates, distinct,
                byIndex);
    }

    /**
     * What one index was fed.
     *
     * @param taken documents taken from its feed
     * @param docs documents indexed and acknowledged
     * @param updates documents that re-used one of its ids
     * @param expectedLiveDocs distinct ids indexed when updates are on, else {@code docs}
     */
    public record IndexResult(long taken, long docs, long updates, long expectedLiveDocs) {
        public IndexResult {
            if (expectedLiveDocs < 0) {
                expectedLiveDocs = docs;
            }
        }
    }

    /**
     * @param taken documents taken from the feed (lines the feed skipped as unreadable are not documents)
     * @param docs documents indexed and acknowledged
     * @param sourceBytes their source size
     * @param rejectedDocs documents not indexed (unmappable, or rejected by Lucene: those may have left a deleted doc
     *     id)
     * @param updates documents that re-used an id
     * @param expectedLiveDocs distinct ids indexed when updates are on, else {@code docs}
     * @param indices what each index was fed, by position
     */
    public record Result(long taken, long docs, long sourceBytes, long rejectedDocs, long updates,
                         long expectedLiveDocs, List<IndexResult> indices) {
        public Result {
            if (expectedLiveDocs < 0) {
                expectedLiveDocs = docs;
            }
            indices = List.copyOf(indices);
        }
    }
}
