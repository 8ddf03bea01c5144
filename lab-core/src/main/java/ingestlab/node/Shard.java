package ingestlab.node;

import ingestlab.buffer.ShardBuffer;
import ingestlab.mapping.DocBuilder;
import ingestlab.data.IdMode;
import ingestlab.mapping.LabDoc;
import ingestlab.metrics.Counters;
import ingestlab.metrics.FlushCause;
import ingestlab.metrics.MeasuringDirectory;
import ingestlab.metrics.Samples;
import ingestlab.metrics.SegmentCounter;
import ingestlab.metrics.SegmentCountingMergePolicy;
import ingestlab.writer.WriterConfigs;
import ingestlab.writer.WriterSettings;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.MergeScheduler;
import org.apache.lucene.index.Term;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.IOUtils;

/**
 * One simulated shard: an IndexWriter on its own directory, configured as Elasticsearch configures it, with a
 * throttle and one NRT reader.
 *
 * <p>Refreshes follow Elasticsearch's {@code InternalEngine}: the internal reader is refreshed and the external
 * (searchable) one reuses it ({@code ExternalReaderManager#refreshIfNeeded} calls
 * {@code internalReaderManager.maybeRefreshBlocking()} "to avoid excessive segment creation"), so a scheduled
 * refresh is one full flush. The lab runs no searches, so both are the same reader here. The controller's full write
 * (up to 8.10) is a non-blocking internal refresh ({@code refresh("write indexing buffer", INTERNAL, false)} calls
 * {@code maybeRefresh()}): if the shard is already refreshing it returns at once and writes nothing.
 */
public final class Shard implements ShardBuffer, Closeable {
    private final int id;
    private final IdMode ids;
    private final MeasuringDirectory directory;
    private final IndexThrottle throttle;
    private final IndexWriter writer;
    private final MergeScheduler mergeScheduler;
    // Package-private so tests can hold it, as a refresh in progress does.
    final ReentrantLock refreshLock = new ReentrantLock();
    private DirectoryReader reader; // guarded by refreshLock

    Shard(int id, Path path, WriterSettings settings, IdMode ids, Counters counters, Samples samples,
          SegmentCounter segments, MergeMeter meter) throws IOException {
        this.id = id;
        this.ids = ids;
        this.directory = new MeasuringDirectory(FSDirectory.open(path), counters, samples);
        this.throttle = new IndexThrottle(counters);
        this.mergeScheduler = settings.serialMerges() ? new SerialShardMergeScheduler(meter)
                : new ShardMergeScheduler(meter, throttle);
        IndexWriterConfig config = WriterConfigs.create(settings, mergeScheduler);
        config.setMergePolicy(new SegmentCountingMergePolicy(config.getMergePolicy(), segments));
        try {
            this.writer = new IndexWriter(directory, config);
        } catch (IOException | RuntimeException e) {
            IOUtils.closeWhileHandlingException(directory);
            throw e;
        }
    }

    @Override
    public int id() {
        return id;
    }

    /**
     * Indexes one document, waiting first if the shard is throttled: appended with auto ids, or, with explicit ids,
     * soft-updated on its id term as Elasticsearch does (a lookup, and a soft delete of any earlier version).
     */
    void index(LabDoc doc) throws IOException {
        Lock lock = throttle.acquire();
        try {
            if (ids == IdMode.EXPLICIT) {
                writer.softUpdateDocument(new Term(DocBuilder.ID_FIELD, doc.id()), doc.fields(),
                        new NumericDocValuesField(WriterConfigs.SOFT_DELETES_FIELD, 1));
            } else {
                writer.addDocument(doc.fields());
            }
        } finally {
            lock.unlock();
        }
    }

    @Override
    public long ramBytesUsed() {
        return writer.ramBytesUsed();
    }

    @Override
    public long flushingBytes() {
        return writer.getFlushingBytes();
    }

    /** Elasticsearch up to 8.10: a non-blocking internal refresh, which writes every pending segment. */
    @Override
    public boolean flushAll() throws IOException {
        if (!refreshLock.tryLock()) {
            return false; // already refreshing: maybeRefresh() returns at once
        }
        try {
            return directory.attribute(FlushCause.CONTROLLER, true, this::reopen);
        } finally {
            refreshLock.unlock();
        }
    }

    /** Elasticsearch 8.11+: {@code IndexWriter#flushNextBuffer()}, on the calling (indexing) thread. */
    @Override
    public boolean flushNext() throws IOException {
        return directory.attribute(FlushCause.CONTROLLER, false, writer::flushNextBuffer);
    }

    @Override
    public void activateThrottling() {
        throttle.activate();
    }

    @Override
    public void deactivateThrottling() {
        throttle.deactivate();
    }

    /** A scheduled (or the final) refresh: waits for any refresh in progress, then flushes once. */
    boolean refresh() throws IOException {
        refreshLock.lock();
        try {
            return directory.attribute(FlushCause.REFRESH, true, this::reopen);
        } finally {
            refreshLock.unlock();
        }
    }

    /** Opens a new reader if anything changed; must hold {@link #refreshLock}. */
    private boolean reopen() throws IOException {
        if (reader == null) {
            reader = DirectoryReader.open(writer);
            return true;
        }
        DirectoryReader changed = DirectoryReader.openIfChanged(reader, writer);
        if (changed == null) {
            return false;
        }
        reader.close();
        reader = changed;
        return true;
    }

    /** The reader after the last refresh (opening one if none was). */
    DirectoryReader reader() throws IOException {
        refreshLock.lock();
        try {
            if (reader == null) {
                reopen();
            }
            return reader;
        } finally {
            refreshLock.unlock();
        }
    }

    /**
     * Documents this shard holds, buffered ones included (routing's outcome), read from IndexWriter rather than
     * counted on the indexing path; replaced documents count until a merge drops them.
     */
    long docsIndexed() {
        return writer.getDocStats().maxDoc;
    }

    /** Waits for running and pending merges to finish. */
    void awaitMerges() {
        // A serial scheduler has already merged on the flushing thread; only a concurrent one runs in the background.
        if (mergeScheduler instanceof ShardMergeScheduler concurrent) {
            concurrent.sync();
        }
    }

    long storeBytes() throws IOException {
        long total = 0;
        for (String file : directory.listAll()) {
            if (!file.equals(IndexWriter.WRITE_LOCK_NAME)) {
                total += directory.fileLength(file);
            }
        }
        return total;
    }

    /**
     * A commit with {@code userData} (Elasticsearch's flush, {@code InternalEngine#commitIndexWriter}): a full flush
     * of every pending segment, whatever the flush mode, counted as {@code flushes_by_commit}. It waits for a refresh
     * in progress, so the shard has one full flush at a time.
     */
    void commit(Map<String, String> userData) throws IOException {
        refreshLock.lock();
        try {
            directory.attribute(FlushCause.COMMIT, true, () -> {
                writer.setLiveCommitData(userData.entrySet());
                return writer.commit();
            });
        } finally {
            refreshLock.unlock();
        }
    }

    /** Commits, so the index stays readable on disk after the trial ({@code --keep-index}). */
    void commit() throws IOException {
        writer.commit();
    }

    @Override
    public void close() throws IOException {
        refreshLock.lock();
        try {
            // Elasticsearch does not commit on close; rollback closes without writing anything more.
            IOUtils.close(reader, writer::rollback, directory);
        } finally {
            refreshLock.unlock();
        }
    }
}
