package ingestlab.load;

import ingestlab.node.NodeSettings;
import ingestlab.workload.IndexSpec;
import ingestlab.workload.Workload;
import ingestlab.data.DataSettings;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.data.SourceDoc;
import ingestlab.node.IndexSettings;
import ingestlab.settings.ExperimentSpec;
import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.util.IOUtils;

/**
 * The documents a spec's clients send, in the order their shared feed hands them out: each with its index (drawn by
 * share, as {@link IndexingClients} draws it) and its id (as {@link IdAssigner} gives it), from the same seeds. For
 * replaying the lab's workload through another engine ({@code lab reference run}). Not thread-safe.
 */
public final class FeedOrder implements Closeable {
    /** One document: its index's position in the workload, its id and its source. */
    public record Item(int index, String id, SourceDoc doc) {}

    private final List<DocFeed> feeds;
    private final List<IdAssigner> ids;
    private final IndexMix mix;
    private final long docs;
    private long taken;

    private FeedOrder(List<DocFeed> feeds, List<IdAssigner> ids, IndexMix mix, long docs) {
        this.feeds = feeds;
        this.ids = ids;
        this.mix = mix;
        this.docs = docs;
    }

    public static FeedOrder open(ExperimentSpec spec) throws IOException {
        Workload workload = Workload.of(spec);
        long seed = spec.get(NodeSettings.SEED);
        List<DocFeed> feeds = new ArrayList<>();
        List<IdAssigner> ids = new ArrayList<>();
        List<Double> shares = new ArrayList<>();
        try {
            for (int i = 0; i < workload.indices().size(); i++) {
                IndexSpec index = workload.indices().get(i);
                long indexSeed = IndexSettings.seedOf(seed, i);
                feeds.add(index.settings().get(DataSettings.DATASET).open(new FeedOptions(indexSeed,
                        spec.get(ClientSettings.SKIP_BAD))));
                ids.add(new IdAssigner(index.settings().get(DataSettings.UPDATE_RATIO), indexSeed));
                shares.add(index.share());
            }
        } catch (IOException | RuntimeException e) {
            IOUtils.closeWhileHandlingException(feeds);
            throw e;
        }
        long docs = spec.get(ClientSettings.DOCS);
        IndexMix mix = new IndexMix(shares, workload.mix(), workload.batchDocs(), docs, seed ^ IndexMix.SEED_SALT);
        return new FeedOrder(feeds, ids, mix, docs);
    }

    /** The next document, or null once the spec's documents were handed out or a finite feed ran dry. */
    public Item next() throws IOException {
        if (taken == docs) {
            return null;
        }
        int index = mix.next();
        SourceDoc doc = feeds.get(index).next();
        if (doc == null) {
            return null;
        }
        taken++;
        return new Item(index, Long.toString(ids.get(index).next()), doc);
    }

    @Override
    public void close() throws IOException {
        IOUtils.close(feeds);
    }
}
