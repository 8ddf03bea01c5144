package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SuiteTimeTest {
    /** Four claims alike but for their rows: kept from v1, run by the suite, shared, and never run. */
    private static final String CLAIMS = "claims:\n" + claim("kept", "kept", "") + claim("rerun", "rerun", "")
            + claim("sharer", "rerun", "      rows_of: rerun\n") + claim("unrun", "unrun", "");

    private static String claim(String id, String sweep, String extra) {
        return "  - id: " + id + "\n    source: A publisher, a title\n    statement: \"a claim\"\n    experiment:\n"
                + "      sweep: reports/claims/sweeps/" + sweep + ".yaml\n" + extra
                + "      baseline: {shards: 1}\n      comparisons:\n        - {contender: {shards: 2}}\n"
                + "    primary_metric: docs_per_s\n    expected_direction: higher\n";
    }

    @Test
    void eachClaimsTrialTimeAndTheSuitesTotalSinceRegistrationAgainstItsBudget(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("claims.yaml");
        Files.writeString(file, "registered_at: 2026-11-25T19:25:20Z\nbudget_minutes: 5\n" + CLAIMS);
        // v1 rows: no trial_end, so only their indexing time counts (a lower bound): 30 s + 90 s
        Files.writeString(dir.resolve("kept.csv"), """
                trial,status,warmup,shards,docs_per_s,elapsed_s,started_at
                1,ok,false,1,100,30,2026-11-23T16:00:00Z
                1,ok,false,2,120,90,2026-11-23T16:01:00Z
                """);
        // the suite's own rows: 2 min and 1.5 min from JVM start to last bulk; a failed trial counts too
        Files.writeString(dir.resolve("rerun.csv"), """
                trial,status,warmup,shards,docs_per_s,elapsed_s,started_at,trial_end
                1,ok,false,1,100,100,2026-11-26T01:00:00Z,2026-11-26T01:02:00Z
                1,failed,false,2,,,2026-11-26T01:02:05Z,2026-11-26T01:03:35Z
                """);
        ClaimRegistry registry = ClaimRegistry.read(file);
        String markdown = new ClaimsReport(registry, dir).markdown().replaceAll(" +", " ");

        assertThat(markdown).contains("## Machine time")
                .contains("| kept | 2 | 2026-11-23 16:00 | | ≥ 2.0 | 0.0 |")
                .contains("| rerun | 2 | 2026-11-26 01:00 | 2026-11-26 01:03 | 3.5 | 3.5 |")
                .contains("| sharer | the rows of rerun |")
                .contains("| unrun | not run yet |")
                .contains("registered (2026-11-25 19:25 UTC): 2 trials, 3.5 min (0 h 03 min), against a budget "
                        + "of 5.0 min: within it");

        Files.writeString(file, "registered_at: 2026-11-25T19:25:20Z\nbudget_minutes: 3\n" + CLAIMS);
        assertThat(new ClaimsReport(ClaimRegistry.read(file), dir).markdown())
                .contains("against a budget of 3.0 min: OVER it");
    }

    /**
     * A duet pair's two trials run at once, on the two CPU halves: the pair counts once, not twice. A trial ends when
     * its final refresh and merges do ({@code final_s} after its last bulk), since the next trial waits for them.
     */
    @Test
    void aDuetPairCountsOnceFromItsEarlierStartToItsLaterSettledEnd(@TempDir Path dir) throws Exception {
        var rows = ingestlab.results.ResultsCsv.read(Files.writeString(dir.resolve("duet.csv"), """
                trial,status,run_id,duet_pair,shards,started_at,trial_end,elapsed_s,final_s
                1,ok,r1,1-1,1,2026-11-26T01:00:00Z,2026-11-26T01:01:00Z,50,45
                1,ok,r1,1-1,2,2026-11-26T01:00:01Z,2026-11-26T01:01:30Z,80,10
                2,ok,r1,,1,2026-11-26T01:02:00Z,2026-11-26T01:02:30Z,25,5
                3,ok,r1,,1,2026-11-26T01:03:00Z,2026-11-26T01:03:20Z,15,
                """));
        // the pair: 01:00:00 to the later settled end, 01:01:45 (not 01:01:40), 105 s once; the lone trials 35 s and
        // 20 s (no final_s: to its last bulk)
        assertThat(SuiteTime.machineTime(rows)).isEqualTo(java.time.Duration.ofSeconds(160));
        assertThat(SuiteTime.since(rows, java.time.Instant.parse("2026-11-26T01:01:59Z")))
                .isEqualTo(java.time.Duration.ofSeconds(55));
    }

    @Test
    void aMalformedRegistrationOrBudgetFailsTheLoadNamingTheKeyAndTheValue(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("claims.yaml");
        Files.writeString(file, "registered_at: yesterday\n" + CLAIMS);
        assertThatThrownBy(() -> ClaimRegistry.read(file)).hasMessageContaining("registered_at: 'yesterday'")
                .hasMessageContaining("ISO-8601");
        Files.writeString(file, "budget_minutes: -4\n" + CLAIMS);
        assertThatThrownBy(() -> ClaimRegistry.read(file)).hasMessageContaining("budget_minutes: '-4'");
    }
}
