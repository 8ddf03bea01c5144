package ingestlab.node;

import java.util.Arrays;

/**
 * {@code --shard-skew S}: shard {@code i} receives a document with probability proportional to
 * {@code 1 / (i + 1)^S}, like the data streams of very different volume that shared a node in Elasticsearch
 * PR #94607's {@code elastic/logs} runs. (With one uniformly hash-routed index every shard looks alike, and the
 * largest-first selector behaves like round-robin.) The draw is a seeded hash of the id, so it is repeatable.
 */
final class SkewedRouting implements DocRouter {
    private final double[] cumulative;
    private final long seed;

    SkewedRouting(int shards, double skew, long seed) {
        if (shards <= 0 || !(skew > 0)) {
            throw new IllegalArgumentException("shards must be positive and skew above 0: " + shards + ", " + skew);
        }
        this.seed = seed;
        this.cumulative = new double[shards];
        double total = 0;
        for (int i = 0; i < shards; i++) {
            total += 1 / Math.pow(i + 1, skew);
            cumulative[i] = total;
        }
        for (int i = 0; i < shards; i++) {
            cumulative[i] /= total;
        }
        cumulative[shards - 1] = 1.0;
    }

    /** The share of documents shard {@code i} receives in the long run. */
    double share(int shard) {
        return cumulative[shard] - (shard == 0 ? 0 : cumulative[shard - 1]);
    }

    @Override
    public int shardFor(String id) {
        double u = (mix(id.hashCode() ^ seed) >>> 11) * 0x1.0p-53; // uniform in [0, 1)
        int at = Arrays.binarySearch(cumulative, u);
        int shard = at >= 0 ? at + 1 : -at - 1;
        return Math.min(shard, cumulative.length - 1);
    }

    /** A 64-bit finalizer (SplitMix64's), so neighbouring ids draw unrelated values. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
