package ingestlab.buffer;

import ingestlab.util.Named;
import java.io.IOException;

/** How the controller reclaims a picked shard's buffer ({@code --flush-mode}). */
public enum FlushMode implements Named {
    /** Elasticsearch up to 8.10: an internal refresh writes every pending segment of the shard. */
    FULL {
        @Override
        boolean write(ShardBuffer shard) throws IOException {
            return shard.flushAll();
        }
    },
    /** Elasticsearch 8.11+ (PR #94607): {@code IndexWriter#flushNextBuffer()} writes only the largest pending segment. */
    NEXT_BUFFER {
        @Override
        boolean write(ShardBuffer shard) throws IOException {
            return shard.flushNext();
        }
    };

    /** Writes the shard's buffer; false if there was nothing to write. */
    abstract boolean write(ShardBuffer shard) throws IOException;
}
