package ingestlab.calibrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.spec.Interval;
import org.junit.jupiter.api.Test;

class WarmUpTest {
    @Test
    void withoutALeastTimeItRunsTheGivenNumber() throws Exception {
        int[] runs = {0};
        assertThat(new WarmUp(3, Interval.OFF).perform(() -> runs[0]++)).isEqualTo(3);
        assertThat(runs[0]).isEqualTo(3);
        assertThat(WarmUp.NONE.perform(() -> runs[0]++)).isZero();
    }

    @Test
    void aLeastTimeAddsRunsUntilItHasPassed() throws Exception {
        // Each run lasts 20 ms, so 100 ms of warm-up takes more runs than the one asked for; no upper bound is
        // asserted (a loaded machine may take longer).
        long start = System.nanoTime();
        int done = new WarmUp(1, Interval.ofMillis(100)).perform(() -> Thread.sleep(20));
        assertThat(done).isGreaterThanOrEqualTo(2);
        assertThat(System.nanoTime() - start).isGreaterThanOrEqualTo(100_000_000L);
    }

    @Test
    void negativeRunsAreRefused() {
        assertThatThrownBy(() -> new WarmUp(-1, Interval.OFF)).isInstanceOf(IllegalArgumentException.class);
    }
}
