package ingestlab.util;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class RunBudgetTest {
    @Test
    void itIsMetOnlyByEnoughRunsThatTookLongEnough() {
        RunBudget budget = new RunBudget(2, Duration.ofSeconds(10));
        assertThat(budget.metBy(2, Duration.ofSeconds(10))).isTrue();
        assertThat(budget.metBy(5, Duration.ofSeconds(9))).as("runs enough, time short").isFalse();
        assertThat(budget.metBy(1, Duration.ofSeconds(60))).as("time enough, runs short").isFalse();
        assertThat(new RunBudget(0, Duration.ZERO).metBy(0, Duration.ZERO)).as("nothing asked").isTrue();
    }

    @Test
    void negativeBudgetsAreRefused() {
        assertThatThrownBy(() -> new RunBudget(-1, Duration.ZERO)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RunBudget(1, Duration.ofMillis(-1))).isInstanceOf(IllegalArgumentException.class);
    }
}
