package ingestlab.translog;

import ingestlab.util.Named;

/**
 * {@code --translog}: whether shards keep a translog, and when it is fsynced. Elasticsearch's
 * {@code index.translog.durability} ({@code server/src/main/java/org/elasticsearch/index/translog/Translog.java},
 * {@code Translog.Durability}) has only the last two; the lab's default, {@link #NONE}, keeps plain Lucene experiments
 * free of it.
 */
public enum Durability implements Named {
    /** No translog and no commits while indexing: plain Lucene. */
    NONE,
    /** Fsynced every {@code --translog-sync-interval} on a scheduled thread; a crash loses up to that interval. */
    ASYNC,
    /** Fsynced before each bulk is acknowledged, once per shard per bulk, as Elasticsearch syncs per request. */
    REQUEST;

    public boolean isOn() {
        return this != NONE;
    }
}
