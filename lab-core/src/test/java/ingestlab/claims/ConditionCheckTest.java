package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConditionCheckTest {
    private static final List<Map<String, String>> TRIALS = List.of(
            Map.of("merges", "12", "controller_writes", "30"),
            Map.of("merges", "0", "controller_writes", "25"),
            Map.of("merges", "15", "controller_writes", "40"),
            Map.of("merges", "11", "controller_writes", "22"),
            Map.of("merges", "10", "controller_writes", "21"));

    @Test
    void everyTrialMustMeetItWhenTheShareIsOne() {
        ConditionCheck check = ConditionCheck.of(
                List.of(Condition.parse("controller_writes >= 20"), Condition.parse("merges >= 10")), TRIALS, 1.0);
        assertThat(check.held()).isFalse();
        assertThat(check.failed()).hasToString("merges >= 10");
        assertThat(check.measured()).isEqualTo("4 of 5 trials; lowest 0, median 11");
    }

    @Test
    void aShareLetsSomeTrialsMissIt() {
        assertThat(ConditionCheck.of(List.of(Condition.parse("merges>=10")), TRIALS, 0.8).held()).isTrue();
        assertThat(ConditionCheck.of(List.of(Condition.parse("merges > 10")), TRIALS, 0.8).held()).isFalse();
    }

    @Test
    void noTrialsMeansNotHeldAndAMissingColumnIsNotMet() {
        assertThat(ConditionCheck.of(List.of(Condition.parse("merges >= 1")), List.of(), 1.0).held()).isFalse();
        assertThat(ConditionCheck.of(List.of(Condition.parse("throttle_time_s > 0")), TRIALS, 1.0).measured())
                .isEqualTo("0 of 5 trials; no values");
    }

    @Test
    void aMalformedConditionNamesWhatIsAllowed() {
        assertThatThrownBy(() -> Condition.parse("merges => 10")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("'merges => 10' is not a condition (write: column >= number, optionally followed by "
                        + "'at baseline'; operators >=, >, <=, <, ==)");
        assertThatThrownBy(() -> Condition.parse("merges >= 10 at contender"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aConditionAtBaselineIsJudgedOnTheBaselinesTrialsOnly() {
        Condition merges = Condition.parse("merges >= 10 at baseline");
        assertThat(merges.baselineOnly()).isTrue();
        assertThat(merges).hasToString("merges >= 10 at baseline");
        List<Map<String, String>> baseline = List.of(TRIALS.get(0), TRIALS.get(2));
        assertThat(ConditionCheck.of(List.of(merges), TRIALS, baseline, 1.0).held()).isTrue();
        // the same condition without the scope is judged on both levels, where one contender trial did not merge
        assertThat(ConditionCheck.of(List.of(Condition.parse("merges >= 10")), TRIALS, baseline, 1.0).held())
                .isFalse();
        ConditionCheck failed = ConditionCheck.of(List.of(merges), TRIALS, List.of(TRIALS.get(1)), 1.0);
        assertThat(failed.describe()).isEqualTo(
                "failed: merges >= 10 at baseline (0 of 1 baseline trials; lowest 0, median 0)");
    }
}
