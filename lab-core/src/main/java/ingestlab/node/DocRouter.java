package ingestlab.node;

/** Picks the shard a document goes to, from its id alone, so the choice does not depend on thread timing. */
interface DocRouter {
    int shardFor(String id);

    /** Elasticsearch's hash routing for {@code skew == 0}, else {@link SkewedRouting}. */
    static DocRouter of(int shards, double skew, long seed) {
        return skew == 0 ? new Routing(shards) : new SkewedRouting(shards, skew, seed);
    }
}
