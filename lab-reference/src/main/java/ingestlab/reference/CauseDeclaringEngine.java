package ingestlab.reference;

import java.io.IOException;
import org.elasticsearch.action.ActionListener;
import org.elasticsearch.index.engine.EngineConfig;
import org.elasticsearch.index.engine.InternalEngine;

/**
 * Elasticsearch's own engine, unchanged but for declaring, around each operation that may flush segments, why it
 * runs ({@link ShardFlushes#during}). The operations are the engine's public entry points, the same in 8.10.4 and
 * 8.11.4 (elastic/elasticsearch {@code server/src/main/java/org/elasticsearch/index/engine/InternalEngine.java}):
 * <ul>
 *   <li>{@code writeIndexingBuffer}, which only {@code IndexShard#writeIndexingBuffer} calls, and only the
 *       {@code IndexingMemoryController} calls that: in 8.10 a refresh of the shard (or an Elasticsearch flush when
 *       the translog has half its flush threshold), in 8.11 {@code IndexWriter#flushNextBuffer} (or a refresh when
 *       the version map holds more than the writer's buffer). Each call that
 *       wrote a segment is one controller write ({@link ShardFlushes#controllerWrite}).</li>
 *   <li>{@code flush}: an Elasticsearch flush, a Lucene commit (and the refresh after it).</li>
 *   <li>{@code refresh}, {@code maybeRefresh}, {@code refreshInternalSearcher}: refreshes (the scheduled refresh
 *       runs {@code maybeRefresh}; {@code externalRefresh} calls {@code refresh}).</li>
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
    public void writeIndexingBuffer() throws IOException {
        ShardFlushes.controllerWrite(flushes, () -> {
            super.writeIndexingBuffer();
            return null;
        });
    }

    @Override
    public void flush(boolean force, boolean waitIfOngoing, ActionListener<FlushResult> listener) {
        ShardFlushes.during(flushes, FlushCause.COMMIT, () -> {
            super.flush(force, waitIfOngoing, listener);
            return null;
        });
    }

    @Override
    public RefreshResult refresh(String source) {
        return ShardFlushes.during(flushes, FlushCause.REFRESH, () -> super.refresh(source));
    }

    @Override
    public void maybeRefresh(String source, ActionListener<RefreshResult> listener) {
        ShardFlushes.during(flushes, FlushCause.REFRESH, () -> {
            super.maybeRefresh(source, listener);
            return null;
        });
    }

    @Override
    protected RefreshResult refreshInternalSearcher(String source, boolean block) {
        return ShardFlushes.during(flushes, FlushCause.REFRESH, () -> super.refreshInternalSearcher(source, block));
    }
}
