package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.experiment.ExperimentRunner;
import ingestlab.results.ResultsCsv;
import ingestlab.sweep.DesignStudyRunner;
import ingestlab.sweep.InProcessTrials;
import ingestlab.sweep.SweepConfig;
import ingestlab.sweep.SweepConfigs;
import ingestlab.sweep.SweepOutput;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Registry v3's suite in blocks: the plan's order, and a real (tiny, in-process) run of it, stopped and resumed. */
class SuiteBlocksTest {
    private static final String REGISTRY = "registry: 3\nregistered_at: 2000-01-01T00:00:00Z\nregistered_commit: 0000000\n"
            + ClaimRegistryFixture.v3Rules(2, 60, 2) + """
            claims:
              - id: one
                source: S
                statement: "two shards"
                experiment:
                  sweep: one.yaml
                  baseline: {shards: 1}
                  comparisons:
                    - {contender: {shards: 2}}
                  rounds: 3
                primary_metric: docs_per_s
                expected_direction: higher
              - id: two
                source: S
                statement: "no replica"
                experiment:
                  sweep: two.yaml
                  baseline: {replicas: 1}
                  comparisons:
                    - {contender: {replicas: 0}}
                  rounds: 2
                primary_metric: docs_per_s
                expected_direction: higher
            """ + ClaimRegistryFixture.CONTROL; // its rounds: the control runs in every block whatever it states

    private static ClaimRegistry registry(Path dir) throws Exception {
        Files.writeString(dir.resolve("one.yaml"), "base:\n  dataset: http_logs\n  docs: 300\ngrid:\n  shards: [1, 2]\n");
        Files.writeString(dir.resolve("two.yaml"), "base:\n  dataset: http_logs\n  docs: 300\ngrid:\n"
                + "  replicas: [1, 0]\n");
        Files.writeString(dir.resolve("aa.yaml"), "base:\n  dataset: http_logs\n  docs: 300\ngrid:\n  label: [A, B]\n");
        return ClaimRegistry.read(Files.writeString(dir.resolve("claims.yaml"), REGISTRY));
    }

    private static Map<String, List<SweepConfig>> configs(Path dir, List<Claim> claims) {
        Map<String, List<SweepConfig>> configs = new LinkedHashMap<>();
        claims.forEach(c -> configs.put(c.id(), SweepConfigs.expand(dir.resolve(c.sweep()), Map.of(), 256L << 20)
                .configs()));
        return configs;
    }

    @Test
    void aClaimsRoundsSpreadOverTheBlocksAndTheControlIsInEveryBlock(@TempDir Path dir) throws Exception {
        ClaimRegistry registry = registry(dir);
        List<Claim> claims = SuiteRun.claims(registry, registry.claims().subList(0, 2));
        SuiteBlocks plan = SuiteBlocks.of(claims, configs(dir, claims), 42);
        assertThat(plan.blocks()).hasSize(3);
        assertThat(plan.blocks()).extracting(b -> b.units().stream().map(u -> u.claim().id() + " " + u.round())
                .sorted().toList()).as("two's 2 rounds at the starts of the suite's two halves: blocks 1 and 2")
                .containsExactly(List.of("aa 1", "one 1", "two 1"), List.of("aa 2", "one 2", "two 2"),
                        List.of("aa 3", "one 3"));
        // the control opens the first block and closes the last, so that its trials span the claims'
        assertThat(plan.blocks().get(0).units().get(0).claim().id()).isEqualTo("aa");
        List<SuiteBlocks.Unit> last = plan.blocks().get(plan.blocks().size() - 1).units();
        assertThat(last.get(last.size() - 1).claim().id()).isEqualTo("aa");
        assertThat(plan.trials()).isEqualTo(6 + 6 + 4);
        assertThat(SuiteBlocks.of(claims, configs(dir, claims), 42)).as("the same plan on every resume")
                .isEqualTo(plan);
    }

    @Test
    void roundsFallAtTheStartsOfEqualStretchesOfTheSuite() {
        assertThat(java.util.stream.IntStream.rangeClosed(1, 5).map(r -> SuiteBlocks.blockOf(r, 5, 31)).boxed())
                .containsExactly(1, 7, 13, 19, 25);
        assertThat(java.util.stream.IntStream.rangeClosed(1, 6).map(r -> SuiteBlocks.blockOf(r, 6, 6)).boxed())
                .as("as many rounds as blocks: round r in block r").containsExactly(1, 2, 3, 4, 5, 6);
        assertThat(java.util.stream.IntStream.rangeClosed(1, 5).map(r -> SuiteBlocks.blockOf(r, 5, 6)).boxed())
                .containsExactly(1, 2, 3, 4, 5);
        assertThat(java.util.stream.IntStream.rangeClosed(1, 2).map(r -> SuiteBlocks.blockOf(r, 2, 5)).boxed())
                .containsExactly(1, 3);
        assertThatThrownBy(() -> SuiteBlocks.blockOf(1, 7, 6)).hasMessageContaining("round 1 of 7 in 6 blocks");
    }

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES) // sixteen in-process trials of 300 documents
    void aSuiteRunsItsBlocksInOrderStopsWhenItsBudgetIsSpentAndResumes(@TempDir Path dir) throws Exception {
        ClaimRegistry registry = registry(dir);
        List<Claim> claims = SuiteRun.claims(registry, registry.claims());
        SuiteBlocks plan = SuiteBlocks.of(claims, configs(dir, claims), registry.orderSeed());
        SuiteBlockRunner.Outcome first = run(dir, claims, plan, false, Optional.of(Duration.ofNanos(1)));
        assertThat(first.budgetSpent()).as("block 1 spent the budget: block 2 does not start").isTrue();
        assertThat(first.summary().ran()).isEqualTo(6);
        SuiteBlockRunner.Outcome second = run(dir, claims, plan, true, Optional.empty());
        assertThat(second.budgetSpent()).isFalse();
        assertThat(second.summary().ran()).as("blocks 2 and 3 only").isEqualTo(10);
        assertThat(second.summary().skipped()).isEqualTo(6);

        List<String[]> rows = new ArrayList<>(); // claim, trial, started_at
        for (Claim claim : claims) {
            for (Map<String, String> row : ResultsCsv.read(dir.resolve(claim.id() + ".csv"))) {
                rows.add(new String[] {claim.id(), row.get("trial"), row.get("started_at")});
            }
        }
        assertThat(rows).hasSize(16);
        rows.sort(Comparator.comparing(r -> Instant.parse(r[2])));
        assertThat(rows.subList(0, 6)).as("every round 1, then every round 2, then 3").allMatch(r -> r[1].equals("1"));
        assertThat(rows.subList(6, 12)).allMatch(r -> r[1].equals("2"));
        assertThat(rows.subList(12, 16)).allMatch(r -> r[1].equals("3"))
                .extracting(r -> r[0]).containsOnly("one", "aa");
        // each claim's round runs its configs back to back: its trials are adjacent in the order
        for (int i = 0; i < rows.size(); i += 2) {
            assertThat(rows.get(i)[0]).isEqualTo(rows.get(i + 1)[0]);
        }
    }

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES) // six in-process trials of 300 documents
    void aBlockIsNotStartedWhenItsClaimsLastRoundsTakenAgainWouldCarryTheSuitePastItsBudget(@TempDir Path dir)
            throws Exception {
        ClaimRegistry registry = registry(dir);
        List<Claim> claims = SuiteRun.claims(registry, registry.claims());
        SuiteBlocks plan = SuiteBlocks.of(claims, configs(dir, claims), registry.orderSeed());
        java.util.concurrent.atomic.AtomicInteger reads = new java.util.concurrent.atomic.AtomicInteger();
        // the suite's trial time as read before block 1 (none), then as if its first turn (the control's round, which
        // opens it) had taken 40 minutes and the others none: block 2, which holds the control, is projected at 40
        SuiteBlockRunner.TrialTime fortyMinutesABlock = () -> reads.getAndIncrement() == 0 ? Duration.ZERO
                : Duration.ofMinutes(40);
        SuiteBlockRunner.Outcome outcome = run(dir, claims, plan, false, Optional.of(Duration.ofMinutes(60)),
                fortyMinutesABlock);
        assertThat(outcome.budgetSpent()).as("40 spent + 40 projected passes 60: block 2 does not start").isTrue();
        assertThat(outcome.summary().ran()).isEqualTo(6);
        assertThat(outcome.spent()).isEqualTo(Duration.ofMinutes(40));
    }

    private static SuiteBlockRunner.Outcome run(Path dir, List<Claim> claims, SuiteBlocks plan, boolean resume,
                                                Optional<Duration> budget) throws Exception {
        return run(dir, claims, plan, resume, budget, null);
    }

    /** Runs the plan in process; {@code fakeTime}, when given, stands for the suite's trial time read from the rows. */
    private static SuiteBlockRunner.Outcome run(Path dir, List<Claim> claims, SuiteBlocks plan, boolean resume,
                                                Optional<Duration> budget, SuiteBlockRunner.TrialTime fakeTime)
            throws Exception {
        ExperimentRunner trials = new ExperimentRunner(new ExperimentRunner.Options(dir.resolve("work"), false, 0,
                false));
        Map<String, DesignStudyRunner.Arm> arms = new LinkedHashMap<>();
        List<SweepOutput> outputs = new ArrayList<>();
        try {
            for (Claim claim : claims) {
                SweepOutput output = SweepOutput.open(dir.resolve(claim.id() + ".csv"), resume, false,
                        SweepConfigs.expand(dir.resolve(claim.sweep()), Map.of(), 256L << 20).configs());
                outputs.add(output);
                arms.put(claim.id(), new DesignStudyRunner.Arm(new InProcessTrials(trials, output.files()), null,
                        output.done()));
            }
            SuiteBlockRunner.TrialTime time = () -> {
                Duration spent = Duration.ZERO;
                for (SweepOutput output : outputs) {
                    spent = spent.plus(SuiteTime.since(output.files().rows(), Instant.EPOCH));
                }
                return spent;
            };
            return new SuiteBlockRunner().run(plan, arms, "suite-test", fakeTime == null ? time : fakeTime, budget,
                    new SuiteBlockRunner.Listener() {});
        } finally {
            for (SweepOutput output : outputs) {
                output.close();
            }
        }
    }
}
