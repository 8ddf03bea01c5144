package ingestlab.search;

import ingestlab.data.Dataset;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.mapping.DocBuilder;
import java.io.IOException;

/**
 * Draws an index's query set from the first documents of its dataset, read from a feed opened as the index's own
 * ({@code feed}: the same seed), built by the index's mapping.
 */
public final class IndexQueries {
    /** Documents sampled: enough to tell term frequencies apart down to 0.1%, read in about a second. */
    public static final int SAMPLE_DOCS = 10_000;

    private IndexQueries() {}

    /**
     * The index's queries; IllegalArgumentException when {@code selection} names a type its dataset cannot give.
     *
     * @param docs documents the index is fed at most: the sample reads no further
     */
    public static QuerySet draw(Dataset dataset, DocBuilder builder, FeedOptions feed, long docs,
                                QuerySelection selection, long seed) throws IOException {
        try (DocFeed documents = dataset.open(feed)) {
            DatasetSample sample = DocumentSampler.read(dataset.name(), documents, builder,
                    (int) Math.min(SAMPLE_DOCS, docs));
            return QuerySet.draw(sample, selection, QuerySet.PER_TYPE, seed);
        }
    }
}
