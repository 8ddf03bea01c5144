package ingestlab.data;

import java.io.IOException;

/**
 * How fast one thread can produce a dataset's documents, all the way to Lucene fields (read or generate, parse,
 * map), so that it can be compared with the indexing rate: a feed must never be what limits a trial.
 */
public final class FeedSpeed {
    private FeedSpeed() {}

    /**
     * @param docs documents timed
     * @param seconds time they took
     * @param sourceBytes their source size
     */
    public record Result(long docs, double seconds, long sourceBytes) {
        public double docsPerSecond() {
            return docs / seconds;
        }

        public double mibPerSecond() {
            return sourceBytes / 1048576.0 / seconds;
        }

        public double averageSourceBytes() {
            return docs == 0 ? 0 : sourceBytes / (double) docs;
        }
    }

    /** Produces {@code warmupDocs} untimed, then times {@code docs} more, each built into Lucene fields. */
    public static Result measure(Dataset dataset, MappingMode mode, java.nio.file.Path mappingFile, long seed,
                                 long warmupDocs, long docs) throws IOException {
        DocBuilder builder = DocBuilder.forDataset(dataset, mode, mappingFile);
        try (DocFeed feed = dataset.open(FeedOptions.seeded(seed))) {
            long sink = 0;
            for (long i = 0; i < warmupDocs; i++) {
                sink += builder.build(Long.toString(i), feed.next()).sourceBytes();
            }
            long bytes = 0;
            long start = System.nanoTime();
            for (long i = 0; i < docs; i++) {
                SourceDoc doc = feed.next();
                LabDoc built = builder.build(Long.toString(i), doc);
                bytes += built.sourceBytes();
                for (var field : built.fields()) {
                    sink += field.name().length();
                }
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            if (sink == 42) {
                System.out.print(""); // keeps the work observable to the JIT
            }
            return new Result(docs, seconds, bytes);
        }
    }

    /** The mean source size over the first {@code docs} documents of a seed. */
    public static double averageSourceBytes(Dataset dataset, long seed, int docs) throws IOException {
        long bytes = 0;
        try (DocFeed feed = dataset.open(FeedOptions.seeded(seed))) {
            for (int i = 0; i < docs; i++) {
                bytes += feed.next().sourceBytes();
            }
        }
        return bytes / (double) docs;
    }
}
