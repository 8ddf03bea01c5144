package ingestlab.reference.opensearch;

import ingestlab.reference.FlushCause;
import ingestlab.reference.ShardFlushes;
import ingestlab.reference.WriterProbes;
import org.opensearch.index.engine.EngineConfig;
import org.opensearch.index.engine.InternalEngine;

/**
 * OpenSearch's own engine, unchanged but for declaring, around each operation that may flush segments, why it runs
 * ({@link ShardFlushes#during}), as lab-reference's {@code CauseDeclaringEngine} does for Elasticsearch. The entry
 * points are OpenSearch 2.19.6's (opensearch-project/OpenSearch
 * {@code server/src/main/java/org/opensearch/index/engine/InternalEngine.java}):
 * <ul>
 *   <li>{@code writeIndexingBuffer}, which only {@code IndexShard#writeIndexingBuffer} calls, and only the
 *       {@code IndexingMemoryController} calls that: an internal refresh of the shard,
 *       {@code refresh("write indexing buffer", INTERNAL, false)}. Each call that wrote a segment is one controller
 *       write ({@link ShardFlushes#controllerWrite}).</li>
 *   <li>{@code flush(boolean, boolean)}: an OpenSearch flush, a Lucene commit (and the refresh after it).</li>
 *   <li>{@code refresh(String)} and {@code maybeRefresh(String)}: external refreshes (the scheduled refresh runs
 *       {@code maybeRefresh}). The three-argument {@code refresh} they call is final and package-private, so an
 *       internal refresh the engine runs on its own from an indexing thread (its version map grown past a quarter of
 *       the writer's buffer, {@code version_table_full}) declares nothing: its segments count as Lucene's.</li>
 * </ul>
 */
public final class CauseDeclaringEngine extends InternalEngine {
    private final ShardFlushes flushes;

    public CauseDeclaringEngine(EngineConfig config, ShardFlushes flushes) {
        super(config);
        this.flushes = flushes;
        flushes.writer(WriterProbes.indexWriter(this));
    }

    @Override
    public void writeIndexingBuffer() {
        ShardFlushes.controllerWrite(flushes, () -> {
            super.writeIndexingBuffer();
            return null;
        });
    }

    @Override
    public void flush(boolean force, boolean waitIfOngoing) {
        ShardFlushes.during(flushes, FlushCause.COMMIT, () -> {
            super.flush(force, waitIfOngoing);
            return null;
        });
    }

    @Override
    public void refresh(String source) {
        ShardFlushes.during(flushes, FlushCause.REFRESH, () -> {
            super.refresh(source);
            return null;
        });
    }

    @Override
    public boolean maybeRefresh(String source) {
        return ShardFlushes.during(flushes, FlushCause.REFRESH, () -> super.maybeRefresh(source));
    }
}
