package ingestlab.reference;

import java.io.IOException;
import java.lang.reflect.Field;
import org.apache.lucene.index.IndexWriter;
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
        flushes.fullFlushProbe(WriterProbes.fullFlush(writer(this)));
    }

    /** Declares {@code cause}, except while InternalEngine's constructor runs (before {@link #flushes} is set). */
    private <T, E extends Exception> T during(FlushCause cause, ShardFlushes.Operation<T, E> operation) throws E {
        return flushes == null ? operation.run() : flushes.during(cause, operation);
    }

    @Override
    public void writeIndexingBuffer() throws IOException {
        if (flushes == null) {
            super.writeIndexingBuffer();
            return;
        }
        flushes.controllerWrite(() -> {
            super.writeIndexingBuffer();
            return null;
        });
    }

    @Override
    public void flush(boolean force, boolean waitIfOngoing, ActionListener<FlushResult> listener) {
        during(FlushCause.COMMIT, () -> {
            super.flush(force, waitIfOngoing, listener);
            return null;
        });
    }

    @Override
    public RefreshResult refresh(String source) {
        return during(FlushCause.REFRESH, () -> super.refresh(source));
    }

    @Override
    public void maybeRefresh(String source, ActionListener<RefreshResult> listener) {
        during(FlushCause.REFRESH, () -> {
            super.maybeRefresh(source, listener);
            return null;
        });
    }

    @Override
    protected RefreshResult refreshInternalSearcher(String source, boolean block) {
        return during(FlushCause.REFRESH, () -> super.refreshInternalSearcher(source, block));
    }

    /** The engine's private IndexWriter (InternalEngine#indexWriter). */
    static IndexWriter writer(InternalEngine engine) {
        try {
            Field field = InternalEngine.class.getDeclaredField("indexWriter");
            field.setAccessible(true);
            return (IndexWriter) field.get(engine);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read the IndexWriter of the engine", e);
        }
    }
}
