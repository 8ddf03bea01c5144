package ingestlab.load;

import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * Gives documents their ids, in feed order: new ids are the running count ({@code 0, 1, 2, ...}); with an update
 * ratio, that fraction of documents re-uses an id already given (drawn uniformly), which with explicit ids replaces
 * the earlier document. Remembers which ids reached the index, so the expected live-document count is exact.
 */
final class IdAssigner {
    private final double updateRatio;
    private final SplittableRandom random;
    private long issued;
    private long updates;
    private final BitSet indexed = new BitSet(); // only used with updates

    IdAssigner(double updateRatio, long seed) {
        this.updateRatio = updateRatio;
        this.random = new SplittableRandom(seed ^ 0x1D5L);
    }

    /** The next document's id. Called in feed order, under the feed's lock. */
    long next() {
        if (updateRatio > 0 && issued > 0 && random.nextDouble() < updateRatio) {
            updates++;
            return random.nextLong(issued);
        }
        return issued++;
    }

    /** Whether documents may re-use ids, so the ids indexed must be remembered. */
    boolean withUpdates() {
        return updateRatio > 0;
    }

    /** Records that the documents with these ids are now in the index (one call per bulk; only with updates). */
    synchronized void indexed(long[] ids, int count) {
        for (int i = 0; i < count; i++) {
            indexed.set(Math.toIntExact(ids[i]));
        }
    }

    /** Documents that re-used an id. */
    long updates() {
        return updates;
    }

    /** Distinct ids in the index, when updates are on; otherwise -1 (every indexed document is live). */
    synchronized long distinctIndexed() {
        return updateRatio > 0 ? indexed.cardinality() : -1;
    }
}
