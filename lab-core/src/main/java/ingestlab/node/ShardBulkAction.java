package ingestlab.node;

import ingestlab.data.BadDocumentException;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.LabDoc;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * One shard-level request, run in a write pool slot: each document is mapped and indexed on the primary
 * ({@code TransportShardBulkAction}, {@code server/src/main/java/org/elasticsearch/action/bulk/
 * TransportShardBulkAction.java}), then each replica indexes what the primary accepted, and only then does the
 * request answer, as {@code ReplicationOperation} acknowledges once every in-sync copy has the operations. The
 * replicas run on the same thread, since they are on this node; the {@link IndexingOperationListener}s run after
 * every operation on every copy.
 */
final class ShardBulkAction {
    private final List<IndexingOperationListener> listeners;

    ShardBulkAction(List<IndexingOperationListener> listeners) {
        this.listeners = List.copyOf(listeners);
    }

    /**
     * Indexes {@code requests} on {@code primary}, then on its {@code replicas}.
     *
     * <p>A document that cannot be mapped, or that Lucene rejects (an immense term, say), fails the request, or with
     * {@code skipBad} is returned and the request goes on, as Elasticsearch fails only that item.
     *
     * @return the requests not indexed (empty unless {@code skipBad})
     */
    List<IndexRequest> execute(Shard primary, List<Shard> replicas, List<IndexRequest> requests, DocBuilder builder,
                               boolean skipBad) throws IOException {
        // Kept for the replicas only: without them a mapped document is garbage once Lucene has it, and a bulk's
        // worth of them held to its end would survive young collections for nothing.
        List<LabDoc> indexed = replicas.isEmpty() ? List.of() : new ArrayList<>(requests.size());
        List<IndexRequest> notIndexed = List.of();
        IndexingOperationListener.CopyRequest onPrimary = new IndexingOperationListener.CopyRequest();
        for (IndexRequest request : requests) {
            LabDoc doc;
            try {
                // Mapped here, right before Lucene takes it, so its fields are still in this core's cache.
                doc = builder.build(request.id(), request.source());
                primary.index(doc);
            } catch (BadDocumentException | IllegalArgumentException e) {
                // Unmappable (BadDocumentException), or rejected by Lucene (an immense term, say).
                if (!skipBad) {
                    throw e instanceof BadDocumentException unmappable ? unmappable : new BadDocumentException(
                            request.source().origin(), "rejected by Lucene: " + e.getMessage());
                }
                notIndexed = notIndexed.isEmpty() ? new ArrayList<>() : notIndexed;
                notIndexed.add(request);
                continue;
            }
            if (!replicas.isEmpty()) {
                indexed.add(doc);
            }
            postIndex(primary, doc, onPrimary);
        }
        afterRequest(primary, onPrimary);
        for (Shard replica : replicas) {
            IndexingOperationListener.CopyRequest onReplica = new IndexingOperationListener.CopyRequest();
            for (LabDoc doc : indexed) {
                replica.index(doc);
                postIndex(replica, doc, onReplica);
            }
            afterRequest(replica, onReplica);
        }
        return notIndexed;
    }

    private void postIndex(Shard copy, LabDoc doc, IndexingOperationListener.CopyRequest request) throws IOException {
        for (IndexingOperationListener listener : listeners) {
            listener.postIndex(copy, doc, request);
        }
    }

    private void afterRequest(Shard copy, IndexingOperationListener.CopyRequest request) throws IOException {
        for (IndexingOperationListener listener : listeners) {
            listener.afterRequest(copy, request);
        }
    }
}
