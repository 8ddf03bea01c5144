package ingestlab.node;

import ingestlab.metrics.FlushCause;
import ingestlab.metrics.MeasuringDirectory;
import java.io.Closeable;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.locks.ReentrantLock;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.util.IOUtils;

/**
 * A shard's full flushes, one at a time under its refresh {@link #lock}, and the reader they open, after
 * Elasticsearch's {@code InternalEngine}: the internal reader is refreshed and the external (searchable) one reuses it
 * ({@code ExternalReaderManager#refreshIfNeeded} calls {@code internalReaderManager.maybeRefreshBlocking()} "to avoid
 * excessive segment creation"), so a scheduled refresh is one full flush. Both are the same reader here
 * ({@link NrtReader}), which searches and id lookups use too. The controller's full write (up to 8.10) is a
 * non-blocking internal refresh ({@code refresh("write indexing buffer", INTERNAL, false)} calls
 * {@code maybeRefresh()}): if the shard is already refreshing it returns at once and writes nothing. A commit is a
 * full flush too, so it waits for a refresh in progress. Closing rolls the writer back under the lock.
 */
final class ShardRefreshes implements Closeable {
    // Package-private so tests can hold it, as a refresh in progress does.
    final ReentrantLock lock = new ReentrantLock();
    private final NrtReader reader = new NrtReader();
    private final IndexWriter writer;
    private final MeasuringDirectory directory;
    private final VersionMap versionMap; // null with auto ids

    /** @param directory the writer's, which attributes each flush to its cause; closed with the writer */
    ShardRefreshes(IndexWriter writer, MeasuringDirectory directory, VersionMap versionMap) {
        this.writer = writer;
        this.directory = directory;
        this.versionMap = versionMap;
    }

    /** A scheduled (or the final) refresh: waits for any refresh in progress, then flushes once. */
    boolean refresh() throws IOException {
        lock.lock();
        try {
            return directory.attribute(FlushCause.REFRESH, true, this::reopen);
        } finally {
            lock.unlock();
        }
    }

    /**
     * The controller's non-blocking internal refresh, which writes every pending segment; false at once, having
     * written nothing, if the shard is already refreshing.
     */
    boolean tryRefresh() throws IOException {
        if (!lock.tryLock()) {
            return false; // already refreshing: maybeRefresh() returns at once
        }
        try {
            return directory.attribute(FlushCause.CONTROLLER, true, this::reopen);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Opens a new reader if anything changed; must hold {@link #lock}. The version map is told before and after, as
     * {@code LiveVersionMap} is a refresh listener of the internal reader manager.
     */
    private boolean reopen() throws IOException {
        assert lock.isHeldByCurrentThread() : "reopen must run under the refresh lock";
        if (versionMap == null) {
            return reader.refresh(writer);
        }
        versionMap.beforeRefresh();
        try {
            return reader.refresh(writer);
        } finally {
            versionMap.afterRefresh();
        }
    }

    /** The last refreshed reader with a reference taken, or null before the first refresh ({@link NrtReader}). */
    DirectoryReader acquire() {
        return reader.acquire();
    }

    /** The reader after the last refresh (opening one if none was). */
    DirectoryReader current() throws IOException {
        lock.lock();
        try {
            if (reader.current() == null) {
                reopen();
            }
            return reader.current();
        } finally {
            lock.unlock();
        }
    }

    /**
     * A commit with {@code userData} (Elasticsearch's flush, {@code InternalEngine#commitIndexWriter}): a full flush
     * of every pending segment, whatever the flush mode, counted as {@code flushes_by_commit}.
     */
    void commit(Map<String, String> userData) throws IOException {
        lock.lock();
        try {
            directory.attribute(FlushCause.COMMIT, true, () -> {
                writer.setLiveCommitData(userData.entrySet());
                return writer.commit();
            });
        } finally {
            lock.unlock();
        }
    }

    @Override
    public void close() throws IOException {
        lock.lock();
        try {
            // Elasticsearch does not commit on close; rollback closes without writing anything more.
            IOUtils.close(reader, writer::rollback, directory);
        } finally {
            lock.unlock();
        }
    }
}
