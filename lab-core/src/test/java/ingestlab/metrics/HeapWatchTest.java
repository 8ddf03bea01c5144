package ingestlab.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class HeapWatchTest {
    @Test
    void recordsTheHeapInUseAfterACollection() throws InterruptedException {
        byte[][] live = new byte[16][];
        try (HeapWatch watch = HeapWatch.start()) {
            for (int i = 0; i < live.length; i++) {
                live[i] = new byte[1 << 20];
            }
            // Notifications arrive on a JMX thread shortly after the collection: wait for one, asserting no time.
            for (int attempt = 0; attempt < 100 && watch.maxAfterGc() == 0; attempt++) {
                System.gc();
                Thread.sleep(50);
            }
            assertThat(watch.maxAfterGc()).as("the 16 MiB still referenced").isGreaterThan(16L << 20);
        }
        assertThat(live[15]).hasSize(1 << 20);
    }
}
