package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The control's place in the suite's hours, as the report gives it: whether its trials span the claims' (its first
 * before the 10th percentile of their starts, its last after the 90th), and its effect in each quarter of the suite.
 */
class ControlSpanTest {
    private static final Instant REGISTERED = Instant.parse(ClaimRegistryFixture.REGISTERED_AT);
    private static final String HEADER = "trial,status,warmup,%s,docs_per_s,merges,cpu_s,elapsed_s,started_at\n";

    private static String at(int minutes) {
        return REGISTERED.plusSeconds(60L * minutes).toString();
    }

    /** The claim's five rounds, round t's two arms at 10 + 20(t − 1) and 5 minutes later: 06:10 to 07:35. */
    private static void claimRows(Path file) throws Exception {
        StringBuilder csv = new StringBuilder(HEADER.formatted("shards"));
        for (int t = 1; t <= 5; t++) {
            int start = 10 + 20 * (t - 1);
            csv.append(String.format(Locale.ROOT, "%d,ok,false,1,1000,0,20,10,%s%n", t, at(start)));
            csv.append(String.format(Locale.ROOT, "%d,ok,false,2,1500,0,20,10,%s%n", t, at(start + 5)));
        }
        Files.writeString(file, csv);
    }

    /** One control pair at each of {@code minutes}, B a minute after A and 2% off it. */
    private static void controlRows(Path home, int... minutes) throws Exception {
        int[] b = new int[minutes.length];
        for (int t = 1; t <= minutes.length; t++) {
            b[t - 1] = t % 2 == 0 ? 980 : 1020;
        }
        controlRows(home, minutes, b);
    }

    /** One control pair at each of {@code minutes}: A at 1000 docs/s, B a minute later at {@code b}'s value. */
    private static void controlRows(Path home, int[] minutes, int[] b) throws Exception {
        StringBuilder csv = new StringBuilder(HEADER.formatted("label"));
        for (int t = 1; t <= minutes.length; t++) {
            csv.append(String.format(Locale.ROOT, "%d,ok,false,A,1000,0,20,10,%s%n", t, at(minutes[t - 1])));
            csv.append(String.format(Locale.ROOT, "%d,ok,false,B,%d,0,20,10,%s%n", t, b[t - 1],
                    at(minutes[t - 1] + 1)));
        }
        Files.writeString(home.resolve("reports/claims/v3/aa.csv"), csv);
    }

    @Test
    void aControlOpeningAndClosingTheSuiteSpansItAndFillsEveryQuarter(@TempDir Path home) throws Exception {
        claimRows(ClaimRegistryFixture.registries(home));
        controlRows(home, 1, 40, 60, 100);
        String report = ClaimsReport.of(home).markdown();
        // the claims' starts: p10 (nearest rank, the 1st of 10) 06:10, p90 (the 9th) 07:30
        assertThat(report).contains("its first started at 2026-11-27 06:01 UTC, against the 10th percentile of the "
                + "claims' trial starts, 2026-11-27 06:10, and its last at 2026-11-27 07:41, against their 90th, "
                + "2026-11-27 07:30: holds.");
        assertThat(report).contains("The suite's time runs from 2026-11-27 06:01 to 2026-11-27 07:41 UTC");
        for (String quarter : new String[] {"Q1", "Q2", "Q3", "Q4"}) {
            assertThat(report).containsPattern("\\| " + quarter
                    + " +\\| 2026-11-27 \\d\\d:\\d\\d +\\| (1\\.020|0\\.980), 1 round, no interval +\\|");
        }
    }

    @Test
    void aControlThatStopsBeforeTheClaimsLastTenthFailsToSpanThem(@TempDir Path home) throws Exception {
        claimRows(ClaimRegistryFixture.registries(home));
        controlRows(home, 1, 20, 45, 70);
        String report = ClaimsReport.of(home).markdown();
        assertThat(report).contains("and its last at 2026-11-27 07:11, against their 90th, 2026-11-27 07:30: fails.");
        assertThat(report).contains("| Q4 ").containsPattern("\\| Q[1-4] +\\| [^|]+\\| no rounds +\\|");
    }

    @Test
    void theControlsHeadingSaysWhetherItPassedOnceTheSuiteHasEnded(@TempDir Path home) throws Exception {
        claimRows(ClaimRegistryFixture.registries(home));
        int[] minutes = {1, 20, 40, 60, 100};
        controlRows(home, minutes, new int[] {1020, 980, 1020, 980, 1020});
        assertThat(ClaimsReport.of(home).markdown()).as("within ±2%: its 90% interval lies inside ±5%")
                .contains("\n## aa: reproduced, the A/A control passed\n").doesNotContain("**The A/A control failed**");

        controlRows(home, minutes, new int[] {1300, 800, 1200, 850, 1000});
        String failed = ClaimsReport.of(home).markdown();
        assertThat(failed).startsWith("**The A/A control failed**")
                .contains("\n## aa: inconclusive, the A/A control failed\n");
    }

    @Test
    void theControlsHeadingSaysNothingWhileTheSuiteRuns(@TempDir Path home) throws Exception {
        claimRows(ClaimRegistryFixture.registries(home));
        controlRows(home, 1, 40); // 2 of its 5 pairs
        assertThat(ClaimsReport.of(home).markdown()).containsPattern("\n## aa: [a-z ]+\n")
                .doesNotContain("the A/A control failed").doesNotContain("the A/A control passed");
    }
}
