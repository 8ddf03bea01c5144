package ingestlab.buffer;

import java.io.IOException;

/**
 * The narrow view of a shard that the indexing-buffer controller needs: what it holds, what it is writing,
 * how to write its buffer, and how to throttle it. Real shards wrap an IndexWriter; tests use fakes.
 */
public interface ShardBuffer {
    /**
     * A stable id, unique on the node; round-robin order is by this id, so the node numbers its copies in
     * Elasticsearch's {@code ShardId} order: shard number, then index name.
     */
    int id();

    /** {@code IndexWriter#ramBytesUsed()}: active + deletes + flushing bytes. */
    long ramBytesUsed();

    /** {@code IndexWriter#getFlushingBytes()}: bytes of pending segments queued or being written. */
    long flushingBytes();

    /** Writes every pending segment, as the internal refresh of Elasticsearch up to 8.10 does; false if none was. */
    boolean flushAll() throws IOException;

    /**
     * Writes only the largest pending segment ({@code IndexWriter#flushNextBuffer()}), as Elasticsearch 8.11+ does;
     * false if there was none to write.
     */
    boolean flushNext() throws IOException;

    /** Lets only one thread at a time index into this shard. */
    void activateThrottling();

    /** Lets all threads index into this shard again. */
    void deactivateThrottling();
}
