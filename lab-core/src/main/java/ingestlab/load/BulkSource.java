package ingestlab.load;

import ingestlab.data.DocFeed;
import ingestlab.data.SourceDoc;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The clients' shared feed: hands out bulks from the indices' feeds, mixed by share ({@link IndexMix}), with their ids
 * ({@link IdAssigner}, one per index), until {@code docs} were handed out or a feed ran dry. Bulks are taken under its
 * lock, so ids follow feed order.
 */
final class BulkSource {
    /** Source documents taken together from the feeds, their ids and their indices (arrays, not objects per document). */
    record Bulk(long[] ids, int[] indices, List<SourceDoc> docs) {}

    private final List<DocFeed> feeds;
    private final List<IdAssigner> ids;
    private final IndexMix mix;
    private final int bulkSize;
    private final long docs;
    private long taken; // read after the clients have joined
    private final long[] takenByIndex;
    private boolean stopped;

    /** @param feeds and {@code ids}: each index's, by position */
    BulkSource(List<DocFeed> feeds, List<IdAssigner> ids, IndexMix mix, int bulkSize, long docs) {
        this.feeds = List.copyOf(feeds);
        this.ids = ids;
        this.mix = mix;
        this.bulkSize = bulkSize;
        this.docs = docs;
        this.takenByIndex = new long[feeds.size()];
    }

    /** The next bulk; empty once every document was handed out, a feed ran dry or the clients stopped. */
    synchronized Bulk nextBulk() throws IOException {
        int size = stopped ? 0 : (int) Math.min(bulkSize, docs - taken);
        long[] bulkIds = new long[size];
        int[] bulkIndices = new int[size];
        List<SourceDoc> bulk = new ArrayList<>(size);
        while (bulk.size() < size) {
            int index = mix.next();
            SourceDoc doc = feeds.get(index).next();
            if (doc == null) {
                stopped = true;
                break;
            }
            bulkIds[bulk.size()] = ids.get(index).next();
            bulkIndices[bulk.size()] = index;
            bulk.add(doc);
            taken++;
            takenByIndex[index]++;
        }
        return new Bulk(bulkIds, bulkIndices, bulk);
    }

    /** The first {@code count} ids were indexed, each into its index: ids an update may re-use. */
    void indexed(long[] bulkIds, int[] bulkIndices, int count) {
        if (ids.size() == 1) {
            if (ids.getFirst().withUpdates()) {
                ids.getFirst().indexed(bulkIds, count);
            }
            return;
        }
        for (int i = 0; i < ids.size(); i++) {
            if (ids.get(i).withUpdates()) {
                long[] own = new long[count];
                int n = 0;
                for (int d = 0; d < count; d++) {
                    if (bulkIndices[d] == i) {
                        own[n++] = bulkIds[d];
                    }
                }
                ids.get(i).indexed(own, n);
            }
        }
    }

    /** Hands out no more bulks: a client failed. */
    synchronized void stop() {
        stopped = true;
    }

    /** Documents taken from the feeds; read after the clients have joined. */
    long taken() {
        return taken;
    }

    /** Documents taken from index {@code i}'s feed; read after the clients have joined. */
    long takenByIndex(int i) {
        return takenByIndex[i];
    }
}
