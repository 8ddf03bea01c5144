package ingestlab.node;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import org.apache.lucene.util.BytesRef;
import org.apache.lucene.util.RamUsageEstimator;

/**
 * A shard's map of the ids indexed since its last refresh, after Elasticsearch's
 * {@code server/src/main/java/org/elasticsearch/index/engine/LiveVersionMap.java}: every write goes to the current
 * map; {@link #beforeRefresh()} starts a new current map and keeps the previous one as "old" while the refresh runs
 * (lookups read both); {@link #afterRefresh()} drops the old map, whose ids the new reader now finds. The map is only
 * used with explicit ids: Elasticsearch keeps no entries for append-only, auto-generated ids.
 *
 * <p>Its RAM is estimated per entry as {@code LiveVersionMap.Maps#put} does, from the same shapes (see the
 * constants), and reported as Elasticsearch reports it to the indexing-buffer controller (8.11:
 * {@code ramBytesUsedForRefresh} = current + old, {@code getRefreshingBytes} = old, reclaimable = current).
 */
final class VersionMap {
    /** {@code LiveVersionMap.BASE_BYTES_PER_BYTESREF}: the BytesRef, its array's header, 3 bytes lost to alignment. */
    static final long BYTES_PER_UID = RamUsageEstimator.shallowSizeOfInstance(BytesRef.class)
            + RamUsageEstimator.NUM_BYTES_ARRAY_HEADER + 3;
    /**
     * {@code LiveVersionMap.BASE_BYTES_PER_CHM_ENTRY}: a ConcurrentHashMap node, plus two references because the table
     * is assumed half full.
     */
    static final long BYTES_PER_MAP_ENTRY = RamUsageEstimator.shallowSizeOfInstance(MapNodeShape.class)
            + 2L * RamUsageEstimator.NUM_BYTES_OBJECT_REF;
    /**
     * {@code IndexVersionValue#ramBytesUsed()}: the value (version, seq_no, primary term, a reference to its translog
     * location) plus the {@code Translog.Location} (generation, offset, size). The lab keeps only the seq_no that
     * IndexWriter returned, but charges what Elasticsearch's value costs.
     */
    static final long BYTES_PER_VALUE = RamUsageEstimator.shallowSizeOfInstance(IndexVersionValueShape.class)
            + RamUsageEstimator.shallowSizeOfInstance(TranslogLocationShape.class);

    // Shapes with the fields of the Elasticsearch and JDK classes above, only to size them on this JVM.
    private record MapNodeShape(int hash, Object key, Object value, Object next) {}
    private record IndexVersionValueShape(long version, long seqNo, long term, Object location) {}
    private record TranslogLocationShape(long generation, long translogLocation, int size) {}

    /** Striped, as {@code LiveVersionMap}'s {@code KeyedLock} serialises operations on one id. */
    private static final int LOCK_STRIPES = 256;

    private record Lookup(Map<BytesRef, Long> map, AtomicLong bytes) {
        static Lookup create() {
            return new Lookup(new ConcurrentHashMap<>(), new AtomicLong());
        }
    }

    private record Maps(Lookup current, Lookup old) {}

    private final VersionMapBytes nodeBytes;
    private final ReentrantLock[] locks = new ReentrantLock[LOCK_STRIPES];
    private volatile Maps maps = new Maps(Lookup.create(), Lookup.create());

    /** @param nodeBytes the node-wide total, for {@code version_map_bytes_max} */
    VersionMap(VersionMapBytes nodeBytes) {
        this.nodeBytes = nodeBytes;
        for (int i = 0; i < locks.length; i++) {
            locks[i] = new ReentrantLock();
        }
    }

    /** Locks the id, so that its lookup and its write are not interleaved with another operation on it. */
    ReentrantLock lock(BytesRef uid) {
        ReentrantLock lock = locks[(uid.hashCode() & 0x7fffffff) % LOCK_STRIPES];
        lock.lock();
        return lock;
    }

    /** Whether the id was indexed since the last refresh (current map first, then old, as {@code getUnderLock}). */
    boolean contains(BytesRef uid) {
        Maps m = maps;
        return m.current.map.containsKey(uid) || m.old.map.containsKey(uid);
    }

    /** Records an indexed id; call after the document is in IndexWriter, so that a refresh starting now sees it. */
    void put(BytesRef uid, long seqNo) {
        Lookup current = maps.current;
        if (current.map.put(uid, seqNo) == null) {
            long bytes = entryBytes(uid);
            current.bytes.addAndGet(bytes);
            nodeBytes.add(bytes);
        }
    }

    static long entryBytes(BytesRef uid) {
        return BYTES_PER_MAP_ENTRY + BYTES_PER_VALUE + BYTES_PER_UID + uid.length;
    }

    /** {@code LiveVersionMap#beforeRefresh}: writes go to a new map; the current one becomes old until the refresh ends. */
    void beforeRefresh() {
        maps = new Maps(Lookup.create(), maps.current);
    }

    /**
     * {@code LiveVersionMap#afterRefresh}: the old map's ids are in the new reader, so it is dropped. (A write that
     * read the maps before the refresh began and lands after it ends is counted in a dropped map; Elasticsearch has
     * the same small error, which does not accumulate.)
     */
    void afterRefresh() {
        Maps m = maps;
        maps = new Maps(m.current, Lookup.create());
        nodeBytes.add(-m.old.bytes.get());
    }

    /** {@code ramBytesUsedForRefresh}: what a refresh frees, current and old maps (8.11 counts both). */
    long ramBytesUsed() {
        Maps m = maps;
        return m.current.bytes.get() + m.old.bytes.get();
    }

    /** {@code getRefreshingBytes}: the old map, freed when the refresh in progress ends. */
    long refreshingBytes() {
        return maps.old.bytes.get();
    }

    /** What a refresh started now would free: the current map. */
    long reclaimableBytes() {
        return maps.current.bytes.get();
    }

    /** Ids held, current and old maps. */
    int size() {
        Maps m = maps;
        return m.current.map.size() + m.old.map.size();
    }
}
