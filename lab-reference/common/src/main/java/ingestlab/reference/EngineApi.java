package ingestlab.reference;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * What a reference trial needs of one engine family, in that family's API and nothing more: each harness
 * ({@code org.elasticsearch.indices.ReferenceTrialTests}, {@code org.opensearch.indices.ReferenceTrialTests})
 * implements it; what the trial does with it is {@link ReferenceNode}'s, once for every engine.
 *
 * @param <S> the engine's shard
 * @param <M> the engine's index metadata
 */
public interface EngineApi<S, M> {
    /**
     * The index's metadata: {@code index}'s settings with the engine's own keys for its version, shards and (no)
     * replicas, {@code uuid}, {@code routingShards} routing shards, {@code mapping}, and primary term 1 on every shard.
     */
    M indexMetadata(TrialConfig.IndexConfig index, String uuid, int routingShards, String mapping) throws IOException;

    /**
     * Primary {@code number} of the index, created in {@code shardDir} and recovered from an empty store: its store a
     * {@link SegmentSealingDirectory} over a plain FSDirectory, its engine declaring causes to {@code flushes}, the
     * node's indexing memory controller its indexing listener.
     */
    S startPrimary(M metadata, int number, Path shardDir, ShardFlushes flushes) throws IOException;

    /** The engine's _id routing hash ({@code Murmur3HashFunction#hash}). */
    int idHash(String id);

    /**
     * One document through the primary ({@code IndexShard#applyIndexOperationOnPrimary}), any version, as a client's
     * id when {@code autoIdTimestamp} is -1, else as an id the node generated at that time.
     */
    Outcome indexOnPrimary(S shard, BulkReader.Item item, long autoIdTimestamp) throws IOException;

    /** Merges {@code mapping} (what a document asked for) into the shard's index metadata. */
    void updateMapping(S shard, String mapping) throws IOException;

    /**
     * A shard-level request's end: one translog fsync when {@code sync}, the primary's checkpoint advanced, then
     * {@code IndexShard#afterWriteOperation} (a flush by translog size or age).
     */
    void endRequest(S shard, boolean sync) throws IOException;

    /** The shard's scheduled refresh ({@code IndexShard#scheduledRefresh}); a failure it cannot throw goes to {@code failed}. */
    void scheduledRefresh(S shard, Consumer<Exception> failed);

    /** The refresh after the last acknowledgement, before the final measurement. */
    void finalRefresh(S shard);

    /** The shard's own stats and its searchable segments. */
    ShardMeter.Stats stats(S shard);

    /**
     * Closes the shard after the trial, without the test framework's history check: that check reads every operation
     * of the shard back into memory (EngineTestCase.readAllOperationsInLucene), which at a million documents
     * outgrows the node's heap after the trial's results are written. The trial counts its documents itself
     * ({@link ShardMeter}).
     */
    void close(S shard) throws IOException;

    /**
     * What the primary did with one document.
     *
     * @param requiredMapping the mapping update the document asked for (its JSON); null when none
     * @param failure the engine's result type when the document failed; null when it did not
     * @param cause the engine's failure, if it gave one
     */
    record Outcome(String requiredMapping, String failure, Exception cause) {
        public static final Outcome INDEXED = new Outcome(null, null, null);

        public static Outcome mappingUpdate(String mapping) {
            return new Outcome(mapping, null, null);
        }

        public static Outcome failed(String resultType, Exception cause) {
            return new Outcome(null, resultType, cause);
        }

        public boolean indexed() {
            return requiredMapping == null && failure == null;
        }
    }
}
