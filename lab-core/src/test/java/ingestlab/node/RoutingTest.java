package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RoutingTest {
    @Test
    void everyIdGoesToTheSameShardEveryTime() {
        Routing routing = new Routing(5);
        for (int i = 0; i < 1000; i++) {
            String id = Integer.toString(i);
            assertThat(routing.shardFor(id)).isEqualTo(new Routing(5).shardFor(id)).isBetween(0, 4);
        }
    }

    @Test
    void oneShardTakesEverything() {
        Routing routing = new Routing(1);
        assertThat(routing.shardFor("a")).isZero();
        assertThat(routing.shardFor("zzz")).isZero();
    }

    @Test
    void sequentialIdsSpreadEvenlyOverShards() {
        for (int shards : new int[] {2, 3, 8, 12}) {
            Routing routing = new Routing(shards);
            int[] counts = new int[shards];
            int docs = 120_000;
            for (int i = 0; i < docs; i++) {
                counts[routing.shardFor(Integer.toString(i))]++;
            }
            double expected = docs / (double) shards;
            for (int count : counts) {
                assertThat(Math.abs(count - expected) / expected).as("shards=%d counts=%s", shards,
                        java.util.Arrays.toString(counts)).isLessThan(0.03);
            }
        }
    }

    @Test
    void hashIsMurmur3OverUtf16LittleEndianLikeElasticsearch() {
        // Known values of murmur3_x86_32(seed 0) over "" and the UTF-16LE bytes of "a" (0x61 0x00).
        assertThat(Routing.hash("")).isZero();
        assertThat(Routing.hash("a")).isEqualTo(org.apache.lucene.util.StringHelper.murmurhash3_x86_32(
                new byte[] {0x61, 0x00}, 0, 2, 0));
    }

    @Test
    void knownIdsGoToTheShardsElasticsearchComputes() {
        // Murmur3HashFunctionTests#testKnownValues in Elasticsearch pins hash("hell") = 0x5a0cb7c3 and
        // hash("hello") = 0xd7c31989. With 5 shards an index has 640 routing shards (5 << 7), with 8 it has 1024, and
        // shard = floorMod(hash, routing shards) / (routing shards / shards): worked out by hand below.
        assertThat(Routing.hash("hell")).isEqualTo(0x5a0cb7c3);
        assertThat(Routing.hash("hello")).isEqualTo(0xd7c31989);
        assertThat(new Routing(5).shardFor("hell")).isEqualTo(1);   // 1510782915 mod 640 = 195; 195 / 128
        assertThat(new Routing(5).shardFor("hello")).isEqualTo(4);  // -675079799 mod 640 = 521; 521 / 128
        assertThat(new Routing(8).shardFor("hell")).isEqualTo(7);   // mod 1024 = 963; 963 / 128
        assertThat(new Routing(8).shardFor("hello")).isEqualTo(3);  // mod 1024 = 393; 393 / 128
    }
}
