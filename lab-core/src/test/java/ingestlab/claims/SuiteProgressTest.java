package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** While registry v3's suite runs, the report says so and judges no control; once it ends, the control's outcome. */
class SuiteProgressTest {
    private static final String FRESH = "2026-11-27T06:00:01Z";

    /** {@code pairs} rounds of the A/A control, label B off by the given ratios in turn. */
    private static void control(Path home, int pairs, double... ratios) throws Exception {
        StringBuilder csv = new StringBuilder("trial,status,warmup,label,docs_per_s,merges,cpu_s,elapsed_s,started_at\n");
        for (int t = 1; t <= pairs; t++) {
            csv.append(String.format(Locale.ROOT, "%d,ok,false,A,1000,0,20,10,%s%n", t, FRESH));
            csv.append(String.format(Locale.ROOT, "%d,ok,false,B,%.1f,0,20,10,%s%n", t,
                    1000 * ratios[(t - 1) % ratios.length], FRESH));
        }
        Files.writeString(home.resolve("reports/claims/v3/aa.csv"), csv);
    }

    @Test
    void aSuiteWithRoundsMissingIsRunningAndItsControlIsNotJudgedYet(@TempDir Path home) throws Exception {
        ClaimRegistryFixture.rows(ClaimRegistryFixture.registries(home), FRESH);
        control(home, 3, 0.90, 1.12);
        String running = ClaimsReport.of(home).markdown(); // 16 trials of 10 s
        assertThat(running).startsWith("**The suite is still running:** 5 of its 5 registered rounds of the claims "
                + "and 3 of the A/A control's 5 pairs are recorded, in 2.7 min of trial time of a 360.0 min budget.")
                .contains("**A/A control (aa, docs_per_s):** ").contains("not judged yet: the suite is still running")
                .doesNotContain("The A/A control failed");

        control(home, 5, 0.90, 1.12); // every registered round there: the suite has ended, and this control fails
        String ended = ClaimsReport.of(home).markdown();
        assertThat(ended).startsWith("**The A/A control failed** (aa: failed: ")
                .contains("every verdict below is read against its half-width, ±").doesNotContain("still running");
    }

    @Test
    void aSuiteWhoseBudgetIsSpentHasEndedWithRoundsMissing(@TempDir Path home) throws Exception {
        ClaimRegistryFixture.registries(home);
        Path v3 = home.resolve(ClaimRegistry.V3_PATH);
        Files.writeString(v3, Files.readString(v3).replace("budget_minutes: 360", "budget_minutes: 1"));
        control(home, 3, 1.0);
        String ended = ClaimsReport.of(home).markdown(); // 3 pairs of 10 s each: 1 min spent of 1
        assertThat(ended).doesNotContain("still running").startsWith("**The A/A control failed** (aa: failed: "
                + "insufficient rounds)");
    }
}
