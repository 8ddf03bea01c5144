package ingestlab.calibrate;

import ingestlab.buffer.ControllerSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.data.SourceDoc;
import ingestlab.mapping.CalibrationCost;
import ingestlab.load.ClientSettings;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.MappingSettings;
import ingestlab.metrics.ProcessCpu;
import ingestlab.node.NodeSettings;
import ingestlab.node.ShardWriterConfig;
import ingestlab.settings.ExperimentSpec;
import ingestlab.util.Failures;
import ingestlab.writer.WriterSettings;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.lucene.index.ConcurrentMergeScheduler;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;

/**
 * The yardstick calibration measures the lab against: the same feed and the same mapping as the lab, and
 * {@code threads} threads each taking documents from the feed, building them and calling
 * {@link IndexWriter#addDocument} on one IndexWriter configured exactly as a lab shard's ({@code ShardWriterConfig}, a
 * plain ConcurrentMergeScheduler with the same thread and merge counts) on a plain {@link FSDirectory}. Nothing
 * else: no node, controller, routing, bulks, write pool, measuring directory, merge-policy wrapper or latency.
 */
public final class BareIndexer {
    /**
     * @param docs documents indexed
     * @param maxDoc the index's maxDoc afterwards (must equal {@code docs})
     * @param liveDocs its live documents (must equal {@code docs})
     * @param elapsedSeconds from the first document taken to the last one indexed, as the lab's {@code elapsed_s}
     * @param cpuSeconds the JVM's CPU time over those seconds, as the lab's {@code cpu_s}
     */
    public record Result(long docs, long maxDoc, long liveDocs, double elapsedSeconds, double cpuSeconds) {
        public double docsPerSecond() {
            return docs / elapsedSeconds;
        }

        public double docsPerCpuSecond() {
            return docs / cpuSeconds;
        }

        /** Whether the index holds exactly the documents fed. */
        public boolean verified() {
            return maxDoc == docs && liveDocs == docs;
        }
    }

    private BareIndexer() {}

    /** Indexes {@code spec.get(ClientSettings.DOCS)} documents of the spec's dataset with {@code spec.get(ClientSettings.THREADS)} threads into {@code path}. */
    public static Result run(ExperimentSpec spec, Path path) throws IOException, InterruptedException {
        DocBuilder builder = DocBuilder.forDataset(spec.get(DataSettings.DATASET), spec.get(MappingSettings.MAPPING), spec.get(MappingSettings.MAPPING_FILE))
                .withCost(CalibrationCost.from(spec));
        // A lab shard's config; ConcurrentMergeScheduler is what the lab's ShardMergeScheduler extends, without its meter
        // and throttle hook.
        IndexWriterConfig config = ShardWriterConfig.create(WriterSettings.from(spec), ControllerSettings.from(spec).bufferBytes(), new ConcurrentMergeScheduler());
        try (DocFeed feed = spec.get(DataSettings.DATASET).open(new FeedOptions(spec.get(NodeSettings.SEED), false));
             Directory directory = FSDirectory.open(path);
             IndexWriter writer = new IndexWriter(directory, config)) {
            Chunks chunks = new Chunks(feed, spec.get(ClientSettings.DOCS), spec.get(ClientSettings.BULK_SIZE));
            AtomicReference<Throwable> failure = new AtomicReference<>();
            List<Thread> threads = new ArrayList<>();
            long cpuStart = ProcessCpu.nanos();
            long start = System.nanoTime();
            for (int i = 0; i < spec.get(ClientSettings.THREADS); i++) {
                Thread thread = new Thread(() -> {
                    try {
                        for (Chunk chunk = chunks.next(); chunk != null && failure.get() == null; chunk = chunks.next()) {
                            long id = chunk.firstId();
                            for (SourceDoc doc : chunk.docs()) {
                                writer.addDocument(builder.build(Long.toString(id++), doc).fields());
                            }
                        }
                    } catch (Throwable t) {
                        failure.compareAndSet(null, t);
                    }
                }, "bare-indexer-" + i);
                threads.add(thread);
                thread.start();
            }
            for (Thread thread : threads) {
                thread.join();
            }
            double elapsed = (System.nanoTime() - start) / 1e9;
            double cpu = (ProcessCpu.nanos() - cpuStart) / 1e9;
            if (failure.get() != null) {
                throw Failures.rethrow(failure.get());
            }
            try (DirectoryReader reader = DirectoryReader.open(writer)) {
                return new Result(chunks.taken, reader.maxDoc(), reader.numDocs(), elapsed, cpu);
            }
        }
    }

    /** Documents taken together from the feed, and the id of the first (ids are given in feed order). */
    private record Chunk(long firstId, List<SourceDoc> docs) {}

    /** The shared feed, taken a chunk at a time under one lock, as the lab's clients take a bulk. */
    private static final class Chunks {
        private final DocFeed feed;
        private final long docs;
        private final int size;
        long taken; // read after the threads have joined

        Chunks(DocFeed feed, long docs, int size) {
            this.feed = feed;
            this.docs = docs;
            this.size = size;
        }

        synchronized Chunk next() throws IOException {
            long first = taken;
            List<SourceDoc> chunk = new ArrayList<>(size);
            while (chunk.size() < size && taken < docs) {
                SourceDoc doc = feed.next();
                if (doc == null) {
                    break;
                }
                chunk.add(doc);
                taken++;
            }
            return chunk.isEmpty() ? null : new Chunk(first, chunk);
        }
    }
}
