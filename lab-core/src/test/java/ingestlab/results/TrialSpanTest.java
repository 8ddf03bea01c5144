package ingestlab.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The overlap of a duet's two measured spans, from their rows' trial_start and trial_end. */
class TrialSpanTest {
    private static final Instant T0 = Instant.parse("2025-01-01T00:00:00Z");

    private static TrialSpan span(double from, double to) {
        return new TrialSpan(T0.plusMillis((long) (from * 1000)), T0.plusMillis((long) (to * 1000)));
    }

    @Test
    void theOverlapIsTheShareOfOnesSpanThePartnerCovered() {
        assertThat(span(0, 10).overlap(span(0, 10))).isEqualTo(1.0);
        assertThat(span(0, 10).overlap(span(1, 10))).isCloseTo(0.9, within(1e-9));
        assertThat(span(1, 10).overlap(span(0, 10))).isEqualTo(1.0);
        // a partner that ended 2.8 s early in a 20 s trial
        assertThat(span(0, 20).overlap(span(0, 17.2))).isCloseTo(0.86, within(1e-9));
        assertThat(span(0, 10).overlap(span(10, 20))).isZero();
        assertThat(span(0, 10).overlap(span(12, 20))).isZero();
        assertThat(span(5, 5).overlap(span(0, 10))).isEqualTo(1.0);
        assertThat(span(5, 5).overlap(span(6, 10))).isZero();
    }

    @Test
    void aPairsOverlapIsTheSmallerSideSoEitherRunningAloneFlagsIt() {
        assertThat(TrialSpan.pairOverlap(span(0, 10), span(1, 10))).isCloseTo(0.9, within(1e-9));
        assertThat(TrialSpan.pairOverlap(span(0, 20), span(0, 17.2))).isLessThan(TrialSpan.MIN_PAIR_OVERLAP);
        assertThat(TrialSpan.pairOverlap(span(0, 10), span(0.2, 10.1))).isGreaterThanOrEqualTo(0.98);
    }

    @Test
    void aRowsSpanIsReadFromItsColumnsAndOlderRowsHaveNone() {
        Map<String, String> row = Map.of("trial_start", "2025-01-01T00:00:01.250Z",
                "trial_end", "2025-01-01T00:00:03.500000123Z");
        assertThat(TrialSpan.of(row)).contains(new TrialSpan(Instant.parse("2025-01-01T00:00:01.250Z"),
                Instant.parse("2025-01-01T00:00:03.500000123Z")));
        assertThat(TrialSpan.of(Map.of("status", "ok"))).isEmpty();
        assertThat(TrialSpan.of(Map.of("trial_start", "", "trial_end", ""))).isEmpty();
        assertThat(TrialSpan.of(Map.of("trial_start", "yesterday", "trial_end", "today"))).isEmpty();
    }
}
