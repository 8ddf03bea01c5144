package ingestlab.buffer;

/** A shard and the buffer bytes it holds that are not already being written, taken at one check. */
record ShardUsage(ShardBuffer shard, long bytesUsed) {}
