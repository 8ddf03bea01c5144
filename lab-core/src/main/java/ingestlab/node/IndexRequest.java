package ingestlab.node;

import ingestlab.data.SourceDoc;

/**
 * One item of a bulk as a client sends it: the index's position on the node, the document's id and its source. The indexing thread maps it to Lucene
 * fields just before indexing it, as Elasticsearch parses each item on the write thread
 * ({@code TransportShardBulkAction} → {@code IndexShard#prepareIndex}).
 */
public record IndexRequest(int index, String id, SourceDoc source) {
    /** A request to the node's first (or only) index. */
    public IndexRequest(String id, SourceDoc source) {
        this(0, id, source);
    }
}
