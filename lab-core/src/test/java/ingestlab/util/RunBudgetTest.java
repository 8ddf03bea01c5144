package ingestlab.util;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class RunBudgetTest {
    @Test
    void withoutALeastTimeItRunsTheGivenNumber() throws Exception {
        int[] runs = {0};
        assertThat(new RunBudget(3, Duration.ZERO).perform(() -> runs[0]++)).isEqualTo(3);
        assertThat(runs[0]).isEqualTo(3);
        assertThat(RunBudget.NONE.perform(() -> runs[0]++)).isZero();
    }

    @Test
    void aLeastTimeAddsRunsUntilItHasPassed() throws Exception {
        // Each run lasts 20 ms, so 100 ms takes more runs than the one asked for; no upper bound is asserted (a
        // loaded machine may take longer).
        long start = System.nanoTime();
        int done = new RunBudget(1, Duration.ofMillis(100)).perform(() -> Thread.sleep(20));
        assertThat(done).isGreaterThanOrEqualTo(2);
        assertThat(System.nanoTime() - start).isGreaterThanOrEqualTo(100_000_000L);
    }

    @Test
    void itIsMetOnlyByEnoughRunsThatTookLongEnough() {
        RunBudget budget = new RunBudget(2, Duration.ofSeconds(10));
        assertThat(budget.metBy(2, Duration.ofSeconds(10))).isTrue();
        assertThat(budget.metBy(5, Duration.ofSeconds(9))).as("runs enough, time short").isFalse();
        assertThat(budget.metBy(1, Duration.ofSeconds(60))).as("time enough, runs short").isFalse();
        assertThat(RunBudget.NONE.metBy(0, Duration.ZERO)).isTrue();
    }

    @Test
    void negativeBudgetsAreRefused() {
        assertThatThrownBy(() -> new RunBudget(-1, Duration.ZERO)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RunBudget(1, Duration.ofMillis(-1))).isInstanceOf(IllegalArgumentException.class);
    }
}
