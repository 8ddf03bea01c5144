package ingestlab.node;

import java.io.Closeable;
import java.io.IOException;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;

/**
 * A shard's one near-real-time reader: opened and replaced by refreshes, which hold the shard's refresh lock, and
 * acquired without waiting by id lookups and searches, which take a reference first.
 */
final class NrtReader implements Closeable {
    private volatile DirectoryReader reader; // null before the first refresh

    /**
     * The last refreshed reader with a reference taken (release it with {@code decRef()}), or null before the first
     * refresh; never waits for a refresh in progress.
     */
    DirectoryReader acquire() {
        while (true) {
            DirectoryReader current = reader;
            if (current == null || current.tryIncRef()) {
                return current;
            }
            // closed by a refresh that has already published its successor: read the field again
        }
    }

    /** The last refreshed reader, null before the first refresh; must hold the shard's refresh lock. */
    DirectoryReader current() {
        return reader;
    }

    /** Opens a reader on {@code writer} if anything changed; must hold the shard's refresh lock. */
    boolean refresh(IndexWriter writer) throws IOException {
        DirectoryReader previous = reader;
        DirectoryReader changed = previous == null ? DirectoryReader.open(writer)
                : DirectoryReader.openIfChanged(previous, writer);
        if (changed == null) {
            return false;
        }
        reader = changed; // published before the previous one is released, so lookups never wait
        if (previous != null) {
            previous.close();
        }
        return true;
    }

    @Override
    public void close() throws IOException {
        if (reader != null) {
            reader.close();
        }
    }
}
