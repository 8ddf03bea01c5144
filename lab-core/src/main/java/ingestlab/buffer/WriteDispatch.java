package ingestlab.buffer;

import ingestlab.util.Named;

/**
 * Who writes a buffer the controller picked, and how often the controller checks ({@code --controller-dispatch}).
 * Read from the bytecode of Elasticsearch's {@code IndexingMemoryController} and its
 * {@code ShardsIndicesStatusChecker#bytesWritten} in 8.10.4 and 8.11.4
 * (elastic/elasticsearch server/src/main/java/org/elasticsearch/indices/IndexingMemoryController.java).
 */
public enum WriteDispatch implements Named {
    /**
     * Elasticsearch 8.11+: a picked shard joins a pending queue (once, however often it is picked) that the indexing
     * threads write after their next operation; only what is left at the scheduled check goes to the refresh pool.
     * A check every buffer/128 bytes indexed.
     */
    INDEXING_THREADS(128),
    /**
     * Elasticsearch up to 8.10 ({@code writeIndexingBufferAsync}): every pick submits a write of the shard to the
     * refresh pool at once, with no pending set, so a shard picked again before its write ran is written again.
     * A check every buffer/30 bytes indexed.
     */
    REFRESH_POOL(30);

    private final int checksPerBuffer;

    WriteDispatch(int checksPerBuffer) {
        this.checksPerBuffer = checksPerBuffer;
    }

    /** The controller checks whenever buffer / this many bytes were indexed since its last check. */
    public int checksPerBuffer() {
        return checksPerBuffer;
    }
}
