package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.metrics.Metric;
import ingestlab.results.Design;
import ingestlab.results.TrialColumn;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The control's spread over the claims' hours: its first trial before their 10th percentile, its last after the 90th. */
class ControlNoteTest {
    private static final SuiteBudget NO_BUDGET = new SuiteBudget(Optional.empty(), Optional.empty());

    @Test
    void aControlThatOpensAndClosesTheSuiteSpansTheClaims() {
        JudgedClaim control = claim("aa", true, "2026-11-27T10:00:00Z", "2026-11-27T14:00:00Z");
        JudgedClaim claims = claim("c", false, minutes(10, 11, 12, 13, 14, 15, 16, 17, 18, 19));
        assertThat(ControlNote.spread(control, List.of(control, claims), NO_BUDGET))
                .contains("its first started at 2026-11-27 10:00").endsWith("holds.\n\n");
    }

    @Test
    void aControlRunAfterTheClaimsFails() {
        JudgedClaim control = claim("aa", true, "2026-11-27T13:00:00Z", "2026-11-27T14:00:00Z");
        JudgedClaim claims = claim("c", false, minutes(10, 11, 12, 13, 14, 15, 16, 17, 18, 19));
        assertThat(ControlNote.spread(control, List.of(control, claims), NO_BUDGET)).endsWith("fails.\n\n");
    }

    @Test
    void rowsBeforeTheRegistrationAreNotCounted() {
        JudgedClaim control = claim("aa", true, "2026-11-27T09:00:00Z", "2026-11-27T12:40:00Z",
                "2026-11-27T14:00:00Z");
        JudgedClaim claims = claim("c", false, minutes(10, 11, 12, 13, 14, 15, 16, 17, 18, 19));
        assertThat(ControlNote.spread(control, List.of(control, claims), NO_BUDGET)).endsWith("holds.\n\n");
        SuiteBudget registered = new SuiteBudget(Optional.of(Instant.parse("2026-11-27T12:30:00Z")), Optional.empty());
        assertThat(ControlNote.spread(control, List.of(control, claims), registered))
                .as("the 09:00 trial predates the registration: the control starts at 12:40, after the claims' P10")
                .contains("its first started at 2026-11-27 12:40").contains("10th percentile of the claims' trial "
                        + "starts, 2026-11-27 12:36").endsWith("fails.\n\n");
    }

    /** Trial starts 12 minutes apart per step, from 10:00 UTC. */
    private static String[] minutes(int... steps) {
        return java.util.Arrays.stream(steps).mapToObj(step -> Instant.parse("2026-11-27T10:00:00Z")
                .plusSeconds(60L * 12 * step).toString()).toArray(String[]::new);
    }

    private static JudgedClaim claim(String id, boolean control, String... starts) {
        Claim claim = new Claim(id, "S", "x", "", "", id + ".yaml", "", "", "", 5, "", "", Double.NaN,
                Metric.DOCS_PER_S, "", List.of(), Design.SEQUENTIAL, List.of(), 5, control, "", "", 0.05);
        List<Map<String, String>> rows = java.util.Arrays.stream(starts).map(start -> Map.of(
                TrialColumn.STARTED_AT.column(), start, TrialColumn.STATUS.column(), "ok")).toList();
        return new JudgedClaim(claim, rows, List.of());
    }
}
