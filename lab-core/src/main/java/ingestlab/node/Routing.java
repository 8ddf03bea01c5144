package ingestlab.node;

import org.apache.lucene.util.StringHelper;

/**
 * Elasticsearch's default routing by {@code _id}: {@code shard = hash(_routing) % number_of_primary_shards}, with
 * {@code _routing = _id} ({@code cluster/routing/IndexRouting.java}).
 *
 * <p>The hash is that of Elasticsearch's {@code Murmur3HashFunction.hash(String)}: murmur3 x86 32-bit, seed 0,
 * over the id's UTF-16 code units written little-endian. Since 7.0 an index has
 * {@code number_of_routing_shards = shards * 2^k}, the largest such number up to 1024 (at least one split), and
 * {@code shard = floorMod(hash, routing_shards) / (routing_shards / shards)}.
 */
final class Routing implements DocRouter {
    private final int shards;
    private final int routingShards;
    private final int routingFactor;

    Routing(int shards) {
        if (shards <= 0) {
            throw new IllegalArgumentException("shards must be positive: " + shards);
        }
        this.shards = shards;
        int log2Shards = 32 - Integer.numberOfLeadingZeros(shards - 1);
        int splits = Math.max(1, 10 - log2Shards);
        this.routingShards = shards << splits;
        this.routingFactor = routingShards / shards;
    }

    public int shards() {
        return shards;
    }

    @Override
    public int shardFor(String id) {
        return Math.floorMod(hash(id), routingShards) / routingFactor;
    }

    static int hash(String id) {
        byte[] bytes = new byte[id.length() * 2];
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            bytes[2 * i] = (byte) c;
            bytes[2 * i + 1] = (byte) (c >>> 8);
        }
        return StringHelper.murmurhash3_x86_32(bytes, 0, bytes.length, 0);
    }
}
