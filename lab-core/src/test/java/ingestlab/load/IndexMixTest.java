package ingestlab.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import ingestlab.workload.BulkMix;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class IndexMixTest {
    private static final List<Double> SHARES = List.of(0.6, 0.1, 0.3);

    private static int[] draw(BulkMix mix, int batchDocs, long seed, int docs) {
        IndexMix indexMix = new IndexMix(SHARES, mix, batchDocs, docs, seed);
        return IntStream.range(0, docs).map(i -> indexMix.next()).toArray();
    }

    private static double share(int[] drawn, int index) {
        return IntStream.of(drawn).filter(i -> i == index).count() / (double) drawn.length;
    }

    @Test
    void theSameSeedDrawsTheSameIndicesAndAnotherSeedOthers() {
        for (BulkMix mix : BulkMix.values()) {
            assertThat(draw(mix, 10, 7, 5000)).isEqualTo(draw(mix, 10, 7, 5000));
            assertThat(draw(mix, 10, 7, 5000)).isNotEqualTo(draw(mix, 10, 8, 5000));
        }
    }

    @Test
    void interleavedDrawsEveryDocumentByShare() {
        int[] drawn = draw(BulkMix.INTERLEAVED, 10_000, 42, 100_000);
        for (int i = 0; i < SHARES.size(); i++) {
            assertThat(share(drawn, i)).as("index %d", i).isCloseTo(SHARES.get(i), within(0.01));
        }
        long switches = IntStream.range(1, drawn.length).filter(d -> drawn[d] != drawn[d - 1]).count();
        assertThat(switches).as("one draw per document").isGreaterThan(drawn.length / 3);
    }

    @Test
    void runsAreDealtAsBatchesOfOneIndexWithTheSharesToTheDocument() {
        int batch = 50;
        int docs = 20_003; // not a multiple of the batch: each index's last run is shorter
        int[] drawn = draw(BulkMix.RUNS, batch, 42, docs);
        List<Integer> runLengths = new java.util.ArrayList<>();
        int length = 1;
        for (int d = 1; d <= drawn.length; d++) {
            if (d == drawn.length || drawn[d] != drawn[d - 1]) {
                runLengths.add(length);
                length = 1;
            } else {
                length++;
            }
        }
        // Two runs of one index may follow each other; a run never holds more than the batch unless they did.
        assertThat(runLengths.stream().filter(l -> l % batch != 0).count()).as("only each index's last run is short")
                .isLessThanOrEqualTo(SHARES.size());
        for (int i = 0; i < SHARES.size(); i++) {
            assertThat(share(drawn, i) * docs).as("index %d's documents", i).isCloseTo(SHARES.get(i) * docs, within(1.0));
        }
        assertThat(runLengths.size()).as("runs of different indices follow each other").isGreaterThan(SHARES.size());
    }

    @Test
    void aSingleIndexIsAlwaysDrawn() {
        IndexMix mix = new IndexMix(List.of(1.0), BulkMix.INTERLEAVED, 1, 1000, 3);
        assertThat(IntStream.range(0, 1000).map(i -> mix.next()).distinct().toArray()).containsExactly(0);
    }
}
