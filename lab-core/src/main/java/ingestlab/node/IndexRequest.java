package ingestlab.node;

import ingestlab.data.SourceDoc;

/**
 * One item of a bulk as a client sends it: the document's id and its source. The indexing thread maps it to Lucene
 * fields just before indexing it, as Elasticsearch parses each item on the write thread
 * ({@code TransportShardBulkAction} → {@code IndexShard#prepareIndex}).
 */
record IndexRequest(String id, SourceDoc source) {}
