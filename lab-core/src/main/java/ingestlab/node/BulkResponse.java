package ingestlab.node;

import java.util.List;

/**
 * The node's answer to a bulk, item by item as Elasticsearch's {@code BulkResponse} is: what was not indexed
 * (documents that could not be, with {@code skipBad}), and what the full write queue rejected (HTTP 429), which the
 * client may resend.
 *
 * @param notIndexed requests that could not be indexed
 * @param rejected requests of the shard-level requests the write queue rejected
 * @param rejectedShardRequests how many shard-level requests were rejected
 */
public record BulkResponse(List<IndexRequest> notIndexed, List<IndexRequest> rejected, int rejectedShardRequests) {}
