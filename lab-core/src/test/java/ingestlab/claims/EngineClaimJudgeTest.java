package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A claim judged on the engines' fidelity rounds: counted rounds, conditions, Holm per side, the verdict words. */
class EngineClaimJudgeTest {
    private static final String REGISTRATION = """
            rows:
              setting: logs-3m
              arms: [lab-full-largest-rp, lab-next-rr, es-8.10.4, es-8.11.4]
              min_rounds: 5
            claims:
              - id: defaults-811
                published_effect: 1.08
                margin: 0.05
                conditions: [controller_writes >= 20]
                sides:
                  engine: {baseline: es-8.10.4, contender: es-8.11.4}
                  lab: {baseline: lab-full-largest-rp, contender: lab-next-rr}
                comparisons:
                  - {metric: docs_per_s, direction: higher}
                  - {metric: merges, direction: lower}
            """;

    @TempDir
    Path home;

    @Test
    void eachSideIsJudgedOnItsOwnArmsPairedByRound() throws IOException {
        EngineClaims claims = registration();
        for (int r = 1; r <= 6; r++) {
            double wobble = 1 + 0.01 * (r % 3 - 1);
            round(r, 30, new double[] {10_000 * wobble, 10_000 * 1.2 * wobble}, new double[] {40, 30 + r % 2},
                    new double[] {20_000 * wobble, 20_000 * 1.001 * (2 - wobble)}, new double[] {30, 30});
        }
        List<EngineClaimJudge.Judged> judged = judged(claims);
        assertThat(judged).extracting(j -> j.side() + " " + j.comparison().metric() + " " + j.verdict().text())
                .containsExactly("engine docs_per_s reproduced", "engine merges reproduced", "lab docs_per_s absent",
                        "lab merges absent");
        assertThat(judged.getFirst().effect().mean()).isCloseTo(1.2, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(judged.getFirst().qualifier()).isEqualTo("larger than published");
        assertThat(judged.getFirst().effect().rounds()).isEqualTo(6);
        assertThat(EngineClaimJudge.table(judged)).contains("es-8.10.4 → es-8.11.4").contains("reproduced");
    }

    @Test
    void aRoundWithoutItsSpanDoesNotCountAndFewRoundsAreInsufficient() throws IOException {
        EngineClaims claims = registration();
        plainRounds(5);
        Files.delete(home.resolve("reports/fidelity/logs-3m/r5/span.txt")); // a round cut short
        assertThat(judged(claims)).allSatisfy(j -> {
            assertThat(j.effect().rounds()).isEqualTo(4);
            assertThat(j.verdict()).isEqualTo(ClaimVerdict.INSUFFICIENT_ROUNDS);
        });
    }

    @Test
    void aFailedConditionMakesTheSideNotTestedAndAnArmOutsideItsRoundIsRefused() throws IOException {
        EngineClaims claims = registration();
        for (int r = 1; r <= 5; r++) {
            round(r, r == 3 ? 12 : 30, new double[] {10_000, 12_000}, new double[] {40, 30},
                    new double[] {20_000, 20_000}, new double[] {30, 30});
        }
        assertThat(judged(claims)).allSatisfy(j -> assertThat(j.verdict()).isEqualTo(ClaimVerdict.NOT_TESTED));
        Files.writeString(home.resolve("reports/fidelity/logs-3m/r2/span.txt"),
                "start=2026-11-27T10:00:00Z\nend=2026-11-27T10:00:01Z\n");
        assertThatThrownBy(() -> judged(claims)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("outside the round's span");
        assertThat(new EngineClaimsSection(claims, home).of("defaults-811"))
                .startsWith("\n**On the engines: refused.**").contains("outside the round's span");
    }

    @Test
    void aRoundLackingAnArmOrHoldingAFailedRowIsLeftOutWholeAndNamed() throws IOException {
        EngineClaims claims = registration();
        plainRounds(6);
        Files.delete(home.resolve("reports/fidelity/logs-3m/r2/es-8.10.4.csv"));
        Path failed = home.resolve("reports/fidelity/logs-3m/r4/lab-next-rr.csv");
        Files.writeString(failed, Files.readString(failed).replace("\nok,", "\nerror,"));
        EngineClaimJudge.Rounds rounds = judge(claims).rounds();
        assertThat(rounds.leftOut()).containsExactly("r2: no row of es-8.10.4", "r4: a row of lab-next-rr that is not ok");
        assertThat(rounds.rows()).hasSize(4 * 4);
        assertThat(new EngineClaimsSection(claims, home).of("defaults-811"))
                .contains("Rounds left out whole: r2: no row of es-8.10.4; r4: a row of lab-next-rr that is not ok")
                .contains("insufficient rounds");
        assertThat(new EngineClaimsSection(claims, home).of("another-claim")).isEmpty();
    }

    private EngineClaims registration() throws IOException {
        Path file = home.resolve(EngineClaims.PATH);
        Files.createDirectories(file.getParent());
        Files.writeString(file, REGISTRATION);
        return EngineClaims.under(home).orElseThrow();
    }

    private EngineClaimJudge judge(EngineClaims claims) {
        return new EngineClaimJudge(home.resolve("reports/fidelity/logs-3m"), claims.arms(), claims.minRounds());
    }

    private List<EngineClaimJudge.Judged> judged(EngineClaims claims) throws IOException {
        return judge(claims).judge(claims.find("defaults-811").orElseThrow());
    }

    /** Rounds 1..n alike: the engine's contender 1.2 times as fast with fewer merges, the lab's sides equal. */
    private void plainRounds(int n) throws IOException {
        for (int r = 1; r <= n; r++) {
            round(r, 30, new double[] {10_000, 12_000}, new double[] {40, 30}, new double[] {20_000, 20_000},
                    new double[] {30, 30});
        }
    }

    /** Round r: the engine's and the lab's baseline and contender docs/s and merges, every arm at {@code writes}. */
    private void round(int r, int writes, double[] engineDocs, double[] engineMerges, double[] labDocs,
                       double[] labMerges) throws IOException {
        Path folder = home.resolve("reports/fidelity/logs-3m/r" + r);
        Files.createDirectories(folder);
        String start = String.format("2026-11-27T%02d:00:00Z", r);
        arm(folder, "es-8.10.4", start, engineDocs[0], engineMerges[0], writes);
        arm(folder, "es-8.11.4", start, engineDocs[1], engineMerges[1], writes);
        arm(folder, "lab-full-largest-rp", start, labDocs[0], labMerges[0], writes);
        arm(folder, "lab-next-rr", start, labDocs[1], labMerges[1], writes);
        Files.writeString(folder.resolve("span.txt"), "start=" + start + "\nend="
                + String.format("2026-11-27T%02d:30:00Z", r) + "\n");
    }

    private static void arm(Path folder, String arm, String start, double docs, double merges, int writes)
            throws IOException {
        Files.writeString(folder.resolve(arm + ".csv"), "status,warmup,trial,trial_start,docs_per_s,merges,"
                + "controller_writes\nok,false,1," + start.replace(":00:00Z", ":05:00Z") + "," + docs + "," + merges
                + "," + writes + "\n");
    }
}
