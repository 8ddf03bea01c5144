package ingestlab.node;

import ingestlab.buffer.ShardBuffer;
import ingestlab.mapping.DocBuilder;
import ingestlab.data.IdMode;
import ingestlab.mapping.LabDoc;
import ingestlab.metrics.IoStats;
import ingestlab.metrics.MeasuringDirectory;
import ingestlab.metrics.SegmentCounter;
import ingestlab.metrics.SegmentCountingMergePolicy;
import ingestlab.writer.WriterConfigs;
import ingestlab.writer.WriterSettings;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.locks.Lock;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.IOUtils;

/**
 * One simulated shard: an IndexWriter on its own directory, configured as Elasticsearch configures it, with a
 * throttle and two NRT readers, one for scheduled (external) refreshes and one for the controller's internal
 * refresh ({@code --flush full}).
 */
public final class Shard implements ShardBuffer, Closeable {
    private final int id;
    private final IdMode ids;
    private final MeasuringDirectory directory;
    private final IndexThrottle throttle = new IndexThrottle();
    private final ShardMergeScheduler mergeScheduler;
    private final IndexWriter writer;
    private final Object externalLock = new Object();
    private final Object internalLock = new Object();
    private DirectoryReader externalReader; // guarded by externalLock
    private DirectoryReader internalReader; // guarded by internalLock

    Shard(int id, Path path, WriterSettings settings, IdMode ids, IoStats io, MergeStats merges,
          SegmentCounter segments) throws IOException {
        this.id = id;
        this.ids = ids;
        this.directory = new MeasuringDirectory(FSDirectory.open(path), io);
        this.mergeScheduler = new ShardMergeScheduler(merges, throttle);
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

    /** Elasticsearch up to 8.10: an internal (non-searchable) refresh, which writes every pending segment. */
    @Override
    public boolean flushAll() throws IOException {
        synchronized (internalLock) {
            DirectoryReader before = internalReader;
            internalReader = reopen(before);
            return internalReader != before;
        }
    }

    @Override
    public boolean flushNext() throws IOException {
        return writer.flushNextBuffer();
    }

    @Override
    public void activateThrottling() {
        throttle.activate();
    }

    @Override
    public void deactivateThrottling() {
        throttle.deactivate();
    }

    /**
     * A scheduled refresh: opens a new searchable reader if anything changed. Returns whether it did. As in
     * Elasticsearch, the internal reader (of {@code --flush full}) is refreshed first, so it never pins files that
     * merges have made obsolete.
     */
    boolean refresh() throws IOException {
        synchronized (internalLock) {
            if (internalReader != null) {
                internalReader = reopen(internalReader);
            }
        }
        synchronized (externalLock) {
            DirectoryReader before = externalReader;
            externalReader = reopen(before);
            return externalReader != before;
        }
    }

    /** The searchable reader after the last refresh (opening one if none was). */
    DirectoryReader searcherReader() throws IOException {
        synchronized (externalLock) {
            if (externalReader == null) {
                externalReader = DirectoryReader.open(writer);
            }
            return externalReader;
        }
    }

    private DirectoryReader reopen(DirectoryReader current) throws IOException {
        if (current == null) {
            return DirectoryReader.open(writer);
        }
        DirectoryReader changed = DirectoryReader.openIfChanged(current, writer);
        if (changed == null) {
            return current;
        }
        current.close();
        return changed;
    }

    /** Waits for running and pending merges to finish. */
    void awaitMerges() {
        mergeScheduler.sync();
    }

    long throttleWaitNanos() {
        return throttle.waitNanos();
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

    MeasuringDirectory directory() {
        return directory;
    }

    /** Commits, so the index stays readable on disk after the trial ({@code --keep-index}). */
    void commit() throws IOException {
        writer.commit();
    }

    @Override
    public void close() throws IOException {
        synchronized (externalLock) {
            synchronized (internalLock) {
                // Elasticsearch does not commit on close; rollback closes without writing anything more.
                IOUtils.close(externalReader, internalReader, writer::rollback, directory);
            }
        }
    }
}
