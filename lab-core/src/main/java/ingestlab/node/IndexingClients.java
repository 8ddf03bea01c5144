package ingestlab.node;

import ingestlab.data.DocFeed;
import ingestlab.data.LabDoc;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongConsumer;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/**
 * The load generator: {@code threads} clients, each taking bulks of {@code bulkSize} documents from one shared feed
 * and sending them to the node until {@code docs} documents were sent, as Rally's bulk-indexing clients do. Each
 * bulk's latency is recorded. The first failure stops every client and is rethrown.
 */
public final class IndexingClients {
    private final int threads;
    private final int bulkSize;
    private final long docs;

    public IndexingClients(int threads, int bulkSize, long docs) {
        this.threads = threads;
        this.bulkSize = bulkSize;
        this.docs = docs;
    }

    /**
     * @param progress told the number of documents each finished bulk held
     */
    public Result run(Node node, DocFeed feed, LongConsumer progress) throws IOException, InterruptedException {
        BulkSource source = new BulkSource(feed);
        Histogram latencyMicros = new ConcurrentHistogram(TimeUnit.MINUTES.toMicros(10), 3);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Thread> clients = new ArrayList<>();
        long start = System.nanoTime();
        for (int i = 0; i < threads; i++) {
            Thread client = new Thread(() -> {
                try {
                    for (List<LabDoc> bulk = source.nextBulk(); !bulk.isEmpty() && failure.get() == null;
                            bulk = source.nextBulk()) {
                        long t0 = System.nanoTime();
                        node.index(bulk);
                        latencyMicros.recordValue(Math.max(1, (System.nanoTime() - t0) / 1000));
                        progress.accept(bulk.size());
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
        Throwable t = failure.get();
        if (t instanceof IOException e) {
            throw e;
        }
        if (t instanceof RuntimeException e) {
            throw e;
        }
        if (t instanceof Error e) {
            throw e;
        }
        return new Result(source.sent, source.sentBytes, elapsed, latencyMicros);
    }

    /**
     * @param docs documents sent and acknowledged
     * @param sourceBytes their source size
     * @param elapsedNanos from the first bulk taken to the last bulk acknowledged
     */
    public record Result(long docs, long sourceBytes, long elapsedNanos, Histogram bulkLatencyMicros) {}

    /** Hands out bulks from the shared feed until {@code docs} were handed out. */
    private final class BulkSource {
        private final DocFeed feed;
        private long sent;
        private long sentBytes;
        private boolean stopped;

        BulkSource(DocFeed feed) {
            this.feed = feed;
        }

        synchronized List<LabDoc> nextBulk() throws IOException {
            List<LabDoc> bulk = new ArrayList<>(bulkSize);
            while (!stopped && bulk.size() < bulkSize && sent < docs) {
                LabDoc doc = feed.next();
                if (doc == null) {
                    stopped = true;
                    break;
                }
                bulk.add(doc);
                sent++;
                sentBytes += doc.sourceBytes();
            }
            return bulk;
        }

        synchronized void stop() {
            stopped = true;
        }
    }
}
