package ingestlab.node;

import ingestlab.mapping.LabDoc;
import java.io.IOException;

/**
 * What runs after each operation a copy indexed, on the thread that indexed it, in the order the node registered the
 * listeners, as Elasticsearch's {@code IndexingOperationListener}
 * ({@code server/src/main/java/org/elasticsearch/index/shard/IndexingOperationListener.java}), under which
 * {@code IndicesService} registers {@code IndexingMemoryController} for every shard ({@code postIndex} calls
 * {@code bytesWritten}). Here: the translog, then the controller's post-operation check.
 */
interface IndexingOperationListener {
    /**
     * After {@code copy} indexed {@code doc} within a shard-level request.
     *
     * @param request the request on this copy: where its operations reached in the translog
     */
    void postIndex(Shard copy, LabDoc doc, CopyRequest request) throws IOException;

    /** After {@code copy} indexed the request's last operation, before the request answers. */
    default void afterRequest(Shard copy, CopyRequest request) throws IOException {}

    /**
     * A shard-level request on one copy, as the listeners see it: the translog position of its last operation, which
     * {@code request} durability fsyncs up to before answering (ES: {@code TransportWriteAction}'s location). Only
     * the thread running the request touches it.
     */
    final class CopyRequest {
        private long translogPosition;

        long translogPosition() {
            return translogPosition;
        }

        void translogPosition(long position) {
            this.translogPosition = position;
        }
    }
}
