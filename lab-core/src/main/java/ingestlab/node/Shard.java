package ingestlab.node;

import ingestlab.buffer.ShardBuffer;
import ingestlab.data.IdMode;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.LabDoc;
import ingestlab.metrics.FlushCause;
import ingestlab.metrics.MeasuringDirectory;
import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Samples;
import ingestlab.metrics.SegmentCounter;
import ingestlab.metrics.SegmentCountingMergePolicy;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.Lock;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.MergePolicy;
import org.apache.lucene.index.MergeScheduler;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TieredMergePolicy;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.IOUtils;

/**
 * One simulated shard: an IndexWriter on its own directory, configured as Elasticsearch configures it, with a
 * throttle; what it indexes, and what it offers the indexing-buffer controller ({@link ShardBuffer}). Its refreshes,
 * commits and reader are {@link ShardRefreshes}', under its refresh lock.
 */
final class Shard implements ShardBuffer, Closeable {
    private final int id;
    private final int copy; // the copy's number in its index: primaries first, then replicas
    private final LongAdder controllerWrites = new LongAdder();
    private final IdMode ids;
    private final MeasuringDirectory directory;
    private final IndexThrottle throttle;
    private final IndexWriter writer;
    private final MergeScheduler mergeScheduler;
    final ShardRefreshes refreshes; // package-private so tests can hold its lock, as a refresh in progress does
    private final VersionMap versionMap; // null with auto ids
    private final MetricRegistry counters;

    Shard(int id, Path path, ShardConfig index, long ramBufferBytes, MetricRegistry counters, Samples samples,
          SegmentCounter segments, MergeMeter meter) throws IOException {
        this(id, FSDirectory.open(path), index, ramBufferBytes, counters, samples, segments, meter,
                new VersionMapBytes());
    }

    /**
     * @param storage the shard's directory, opened by the node's {@link ShardStorage}; closed with the shard
     * @param index the settings of the shard's index
     * @param ramBufferBytes the node's whole indexing buffer, the IndexWriter's RAM buffer
     * @param versionMapBytes the node's total of version-map RAM, which this shard's map adds to
     */
    Shard(int id, Directory storage, ShardConfig index, long ramBufferBytes, MetricRegistry counters,
          Samples samples, SegmentCounter segments, MergeMeter meter, VersionMapBytes versionMapBytes)
            throws IOException {
        this(id, id, storage, index, ramBufferBytes, counters, samples, segments, meter, versionMapBytes);
    }

    /**
     * @param id the copy's node-unique id ({@link ShardIds})
     * @param copy the copy's number in its index (its translog's and its search-idle state's)
     */
    Shard(int id, int copy, Directory storage, ShardConfig index, long ramBufferBytes, MetricRegistry counters,
          Samples samples, SegmentCounter segments, MergeMeter meter, VersionMapBytes versionMapBytes)
            throws IOException {
        this.id = id;
        this.copy = copy;
        this.ids = index.ids();
        this.counters = counters;
        this.versionMap = this.ids == IdMode.EXPLICIT ? new VersionMap(versionMapBytes) : null;
        this.directory = new MeasuringDirectory(storage, counters, samples);
        this.throttle = new IndexThrottle(counters);
        this.mergeScheduler = index.serialMerges() ? new SerialShardMergeScheduler(meter)
                : new ShardMergeScheduler(meter, throttle);
        IndexWriterConfig config = ShardWriterConfig.create(index.writer(), ramBufferBytes, mergeScheduler);
        config.setMergePolicy(new SegmentCountingMergePolicy(config.getMergePolicy(), segments));
        try {
            this.writer = new IndexWriter(directory, config);
        } catch (IOException | RuntimeException e) {
            IOUtils.closeWhileHandlingException(directory);
            throw e;
        }
        this.refreshes = new ShardRefreshes(writer, directory, versionMap);
    }

    @Override
    public int id() {
        return id;
    }

    /** The copy's number in its index: primaries {@code 0..shards-1}, then replica r of shard i at r * shards + i. */
    int copy() {
        return copy;
    }

    /** Buffer writes the controller made on this copy (calls that wrote a segment). */
    long controllerWrites() {
        return controllerWrites.sum();
    }

    private boolean countedWrite(boolean wrote) {
        if (wrote) {
            controllerWrites.increment();
        }
        return wrote;
    }

    /**
     * Indexes one document, waiting first if the shard is throttled: appended with auto ids, or, with explicit ids,
     * looked up first (see {@link #indexWithId}).
     */
    void index(LabDoc doc) throws IOException {
        Lock lock = throttle.acquire();
        try {
            if (ids == IdMode.EXPLICIT) {
                indexWithId(doc);
            } else {
                writer.addDocument(doc.fields());
            }
        } finally {
            lock.unlock();
        }
    }

    /**
     * An explicit id, as {@code InternalEngine#index} plans it ({@code planIndexingAsPrimary}; replicas plan alike):
     * under the id's lock, resolved in the version map, then in the last refreshed reader; a new id is added
     * ({@code addDocument}), a known one soft-updated ({@code softUpdateDocument}: a soft delete of the earlier
     * version); then the id enters the version map.
     */
    private void indexWithId(LabDoc doc) throws IOException {
        BytesRef uid = new BytesRef(doc.id());
        Lock idLock = versionMap.lock(uid);
        try {
            long seqNo = versionMap.contains(uid) || isLiveInReader(uid)
                    ? writer.softUpdateDocument(new Term(DocBuilder.ID_FIELD, uid), doc.fields(),
                            new NumericDocValuesField(ShardWriterConfig.SOFT_DELETES_FIELD, 1))
                    : writer.addDocument(doc.fields());
            versionMap.put(uid, seqNo);
        } finally {
            idLock.unlock();
        }
    }

    private boolean isLiveInReader(BytesRef uid) throws IOException {
        DirectoryReader current = acquireReader();
        if (current == null) {
            return false; // never refreshed: every id indexed so far is in the version map
        }
        try {
            return IndexedIds.isLive(current, DocBuilder.ID_FIELD, uid);
        } finally {
            current.decRef();
        }
    }

    /** The last refreshed reader with a reference taken, or null before the first refresh ({@link NrtReader}). */
    DirectoryReader acquireReader() {
        return refreshes.acquire();
    }

    /**
     * Elasticsearch's {@code InternalEngine#getIndexBufferRAMBytesUsed}: IndexWriter's RAM plus the version map's
     * ({@code versionMap.ramBytesUsedForRefresh()}).
     */
    @Override
    public long ramBytesUsed() {
        return versionMap == null ? writer.ramBytesUsed() : writer.ramBytesUsed() + versionMap.ramBytesUsed();
    }

    /**
     * {@code InternalEngine#getWritingBytes}: IndexWriter's flushing bytes plus the version map's refreshing bytes.
     */
    @Override
    public long flushingBytes() {
        return versionMap == null ? writer.getFlushingBytes()
                : writer.getFlushingBytes() + versionMap.refreshingBytes();
    }

    /** Elasticsearch up to 8.10: a non-blocking internal refresh, which writes every pending segment. */
    @Override
    public boolean flushAll() throws IOException {
        return countedWrite(refreshes.tryRefresh());
    }

    /**
     * Elasticsearch 8.11+: {@code IndexWriter#flushNextBuffer()}, on the calling (indexing) thread; unless the version
     * map holds at least as much as IndexWriter's buffer not yet being written, when only a refresh frees memory
     * quickly: then the internal refresh of {@link #flushAll()} ({@code InternalEngine#writeIndexingBuffer}, PR #94607).
     */
    @Override
    public boolean flushNext() throws IOException {
        if (versionMap != null
                && versionMap.reclaimableBytes() >= writer.ramBytesUsed() - writer.getFlushingBytes()) {
            boolean wrote = flushAll();
            if (wrote) {
                // counted as controller_writes counts: only a write that wrote something
                counters.increment(Metric.CONTROLLER_WRITES_BY_REFRESH_PATH);
            }
            return wrote;
        }
        return countedWrite(directory.attribute(FlushCause.CONTROLLER, false, writer::flushNextBuffer));
    }

    @Override
    public void activateThrottling() {
        throttle.activate(IndexThrottle.Cause.CONTROLLER);
    }

    @Override
    public void deactivateThrottling() {
        throttle.deactivate(IndexThrottle.Cause.CONTROLLER);
    }

    /** A scheduled (or the final) refresh ({@link ShardRefreshes#refresh}). */
    boolean refresh() throws IOException {
        return refreshes.refresh();
    }

    /** Whether {@code cause} throttles the shard now, for tests. */
    boolean throttledBy(IndexThrottle.Cause cause) {
        return throttle.heldBy(cause);
    }

    /** The merge policy the IndexWriter was configured with (wrapped by the segment counter), for tests. */
    MergePolicy mergePolicy() {
        return writer.getConfig().getMergePolicy();
    }

    /** RAM of the version map (0 with auto ids), for tests. */
    long versionMapBytes() {
        return versionMap == null ? 0 : versionMap.ramBytesUsed();
    }

    /** The reader after the last refresh (opening one if none was). */
    DirectoryReader reader() throws IOException {
        return refreshes.current();
    }

    /** The exception that closed this shard's IndexWriter (a failed write, such as a full disk), or null. */
    Throwable tragicException() {
        return writer.getTragicException();
    }

    /** Documents held, buffered ones included, read from IndexWriter; replaced ones count until merged away. */
    long docsIndexed() {
        return writer.getDocStats().maxDoc;
    }

    /**
     * Force-merges to at most {@code maxSegments} segments, then refreshes. Under Lucene's tiered policy, whatever the
     * shard's own ({@code none} never merges), so every configuration's reference point is the same kind of index.
     */
    void forceMerge(int maxSegments) throws IOException {
        writer.getConfig().setMergePolicy(new TieredMergePolicy());
        writer.forceMerge(maxSegments);
        refreshes.refresh();
    }

    /** Waits for running and pending merges to finish. */
    void awaitMerges() {
        // A serial scheduler has already merged on the flushing thread; only a concurrent one runs in the background.
        if (mergeScheduler instanceof ShardMergeScheduler concurrent) {
            concurrent.sync();
        }
    }

    /** Bytes of the shard's files on disk ({@link MeasuringDirectory#storeBytes}). */
    long storeBytes() throws IOException {
        return directory.storeBytes();
    }

    /** A commit with {@code userData}, Elasticsearch's flush ({@link ShardRefreshes#commit}). */
    void commit(Map<String, String> userData) throws IOException {
        refreshes.commit(userData);
    }

    /** Commits, so the index stays readable on disk after the trial ({@code --keep-index}). */
    void commit() throws IOException {
        writer.commit();
    }

    @Override
    public void close() throws IOException {
        refreshes.close();
    }
}
