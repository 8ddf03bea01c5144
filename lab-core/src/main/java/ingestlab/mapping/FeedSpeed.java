package ingestlab.mapping;

import ingestlab.data.Dataset;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import java.io.IOException;

/**
 * How fast one thread produces a dataset's documents, to compare with the indexing rate: a feed must never be what
 * limits a trial. Two rates are timed, in separate loops:
 * <ul>
 *   <li><b>feed</b>: {@link DocFeed#next()} alone (read or generate, and parse). This is the part every client shares
 *       under one lock, so it is the part that could cap a trial.</li>
 *   <li><b>feed + mapping</b>: the same plus building the Lucene fields with the trial's {@link DocBuilder}, which
 *       the clients do in parallel, each on its own thread (as Elasticsearch parses and maps on its write threads).</li>
 * </ul>
 */
public final class FeedSpeed {
    private FeedSpeed() {}

    /**
     * @param docs documents timed in each loop
     * @param sourceBytes their source size
     * @param feedSeconds time to take them from the feed
     * @param mappedSeconds time to take them from a fresh feed and build their Lucene fields
     */
    public record Result(long docs, long sourceBytes, double feedSeconds, double mappedSeconds) {
        public double feedDocsPerSecond() {
            return docs / feedSeconds;
        }

        public double feedMibPerSecond() {
            return sourceBytes / 1048576.0 / feedSeconds;
        }

        public double mappedDocsPerSecond() {
            return docs / mappedSeconds;
        }

        public double averageSourceBytes() {
            return docs == 0 ? 0 : sourceBytes / (double) docs;
        }
    }

    /** Runs {@code warmupDocs} untimed through both loops, then times {@code docs} in each. */
    public static Result measure(Dataset dataset, MappingMode mode, MappingFile mappingFile, long seed, long warmupDocs,
                                 long docs) throws IOException {
        DocBuilder builder = DocBuilder.forDataset(dataset, mode, mappingFile);
        feedOnly(dataset, seed, warmupDocs);
        withMapping(dataset, builder, seed, warmupDocs);
        long start = System.nanoTime();
        long bytes = feedOnly(dataset, seed, docs);
        double feedSeconds = (System.nanoTime() - start) / 1e9;
        start = System.nanoTime();
        withMapping(dataset, builder, seed, docs);
        double mappedSeconds = (System.nanoTime() - start) / 1e9;
        return new Result(docs, bytes, feedSeconds, mappedSeconds);
    }

    private static long feedOnly(Dataset dataset, long seed, long docs) throws IOException {
        long bytes = 0;
        try (DocFeed feed = dataset.open(FeedOptions.seeded(seed))) {
            for (long i = 0; i < docs; i++) {
                bytes += feed.next().sourceBytes();
            }
        }
        return bytes;
    }

    private static void withMapping(Dataset dataset, DocBuilder builder, long seed, long docs) throws IOException {
        // No blackhole needed: building a document fills lists, maps and Lucene fields the JIT cannot prove unused.
        try (DocFeed feed = dataset.open(FeedOptions.seeded(seed))) {
            for (long i = 0; i < docs; i++) {
                builder.build(Long.toString(i), feed.next());
            }
        }
    }
}
