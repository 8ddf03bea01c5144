package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class SkewedRoutingTest {
    @Test
    void sharesFollowTheZipfWeights() {
        SkewedRouting routing = new SkewedRouting(8, 1.0, 42);
        int[] counts = new int[8];
        int docs = 200_000;
        for (int id = 0; id < docs; id++) {
            counts[routing.shardFor(Integer.toString(id))]++;
        }
        double harmonic = 0;
        for (int i = 1; i <= 8; i++) {
            harmonic += 1.0 / i;
        }
        for (int i = 0; i < 8; i++) {
            double expected = 1.0 / (i + 1) / harmonic;
            assertThat(routing.share(i)).isCloseTo(expected, within(1e-12));
            assertThat(counts[i] / (double) docs).as("shard %d", i).isCloseTo(expected, within(0.01));
        }
        assertThat(counts[0]).isGreaterThan(7 * counts[7]);
    }

    @Test
    void theSameIdAndSeedGoToTheSameShardAndAnotherSeedMovesSome() {
        SkewedRouting a = new SkewedRouting(4, 2.0, 1);
        SkewedRouting b = new SkewedRouting(4, 2.0, 1);
        SkewedRouting other = new SkewedRouting(4, 2.0, 2);
        int moved = 0;
        for (int id = 0; id < 10_000; id++) {
            String key = Integer.toString(id);
            assertThat(a.shardFor(key)).isEqualTo(b.shardFor(key));
            if (a.shardFor(key) != other.shardFor(key)) {
                moved++;
            }
        }
        assertThat(moved).isGreaterThan(1000);
    }

    @Test
    void zeroSkewIsElasticsearchHashRouting() {
        assertThat(DocRouter.of(5, 0, 42)).isInstanceOf(Routing.class);
        assertThat(DocRouter.of(5, 0.5, 42)).isInstanceOf(SkewedRouting.class);
    }
}
