package ingestlab.report;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.report.DesignRounds.BatchRow;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The design study's adoption rule (reports/noise/design-study/rule.md) on hand-built batches whose A/A spreads and
 * known effects are set by construction: pending until every batch has its rounds, then each of the rule's exits.
 */
class AdoptionRuleTest {
    private static final String METRIC = "docs_per_s";
    private static final double E = 0.917;
    private static final int ROUNDS = 6;
    /** Each round's A/A log ratio before a design's scale; the logs workload's rounds run them backwards. */
    private static final double[] AA = {0.06, -0.06, 0.03, -0.03, 0.09, -0.09};
    /** Each round's noise around a design's k1 ratio (mean 0, so the geometric mean is the ratio itself). */
    private static final double[] K1 = {0.02, -0.02, 0.01, -0.01, 0, 0};
    private static final AdoptionRule.Registration RULE = new AdoptionRule.Registration(
            List.of("batch-1", "batch-2"), ROUNDS, "A", "B", "k1", E);

    /** Designs with the scale of their A/A noise: sequential 1, pinned 1/2, duet 1/4 unless given. */
    private static Map<String, Double> scales(double sequential, double pinned, double duet) {
        Map<String, Double> scales = new LinkedHashMap<>();
        scales.put("sequential", sequential);
        scales.put("pinned", pinned);
        scales.put("duet", duet);
        return scales;
    }

    /**
     * A batch of {@code rounds} rounds of two workloads (europarl with A, B and k1; logs with A and B), every design in
     * every round; each design's k1/A ratio is {@code k1} times the round's noise.
     */
    private static List<BatchRow> batch(String batch, int rounds, Map<String, Double> scales, double duetK1) {
        List<BatchRow> rows = new ArrayList<>();
        scales.forEach((design, scale) -> {
            double k1 = design.equals("duet") ? duetK1 : E;
            for (int r = 1; r <= rounds; r++) {
                double noise = AA[(r - 1) % AA.length];
                rows.add(row(batch, design, r, "europarl", "A", 1000, "1"));
                rows.add(row(batch, design, r, "europarl", "B", 1000 * Math.exp(scale * noise), "1"));
                rows.add(row(batch, design, r, "europarl", "k1", 1000 * k1 * Math.exp(K1[(r - 1) % K1.length]), "2"));
                rows.add(row(batch, design, r, "logs", "A", 1000, "1"));
                rows.add(row(batch, design, r, "logs", "B", 1000 * Math.exp(-scale * noise), "1"));
                if (design.equals("duet")) {
                    rows.add(row(batch, design, r, "europarl", "A", 1000, "2"));
                }
            }
        });
        return rows;
    }

    /** One trial's row; a duet's A/B pair is pair 1 of its round, its A/k1 pair pair 2. */
    static BatchRow row(String batch, String design, int trial, String workload, String label, double docsPerS,
                        String pair) {
        Map<String, String> row = Rows.row("run_id=" + batch + "-" + trial, "trial=" + trial, "status=ok",
                "warmup=false", "label=" + label, METRIC + "=" + docsPerS, "design=" + design,
                "dataset=" + (workload.equals("logs") ? "mixed" : workload),
                "workload=" + (workload.equals("logs") ? "logs" : ""));
        row.put("duet_pair", design.equals("duet") ? trial + "-" + pair : "");
        return new BatchRow(batch, row);
    }

    private static AdoptionRule rule(List<BatchRow> rows) {
        return AdoptionRule.of(RULE, CompleteRounds.of(rows), METRIC);
    }

    @Test
    void oneBatchLeavesTheRulePendingWhateverItShows() {
        AdoptionRule rule = rule(batch("batch-1", ROUNDS, scales(1, 0.5, 0.25), E));
        assertThat(rule.adopted()).isEmpty();
        String rendered = rule.render(METRIC, true);
        assertThat(rendered).contains("batch-1: europarl " + ROUNDS + ", logs " + ROUNDS + "; batch-2: no rows")
                .contains("Step 2, the design lowest in every batch: pending batch-2.")
                .contains("Outcome: pending batch-2.").doesNotContain("adopts");
        List<List<String>> cells = rendered.lines().filter(l -> l.startsWith("| batch-1"))
                .map(l -> java.util.Arrays.stream(l.substring(1).split("\\|")).map(String::trim).toList()).toList();
        assertThat(cells).extracting(c -> c.get(1) + " " + c.get(4) + " " + c.get(6) + " " + c.get(9))
                .as("design, lowest, below 1, contains E").containsExactly("sequential   yes", "pinned  yes yes",
                        "duet yes yes yes");
        assertThat(cells).extracting(c -> c.get(7).isEmpty()).as("the paired interval, beside (a) only")
                .containsExactly(true, false, false);
    }

    @Test
    void aSecondBatchShortOfItsRoundsKeepsItPending() {
        List<BatchRow> rows = new ArrayList<>(batch("batch-1", ROUNDS, scales(1, 0.5, 0.25), E));
        rows.addAll(batch("batch-2", ROUNDS - 1, scales(1, 0.5, 0.25), E));
        AdoptionRule rule = rule(rows);
        assertThat(rule.adopted()).isEmpty();
        assertThat(rule.render(METRIC, true)).contains("batch-2: europarl 5, logs 5 (short of 6)")
                .contains("Outcome: pending batch-2.");
    }

    @Test
    void theLowestInBothThatIsResolvedAndRecoversK1IsAdopted() {
        List<BatchRow> rows = new ArrayList<>(batch("batch-1", ROUNDS, scales(1, 0.5, 0.25), E));
        rows.addAll(batch("batch-2", ROUNDS, scales(1, 0.5, 0.25), E));
        AdoptionRule rule = rule(rows);
        assertThat(rule.adopted()).contains("duet");
        assertThat(rule.render(METRIC, true)).contains("Step 2: the candidate is duet")
                .contains("lies entirely below 1 in at least one batch: yes")
                .contains("in every batch: yes").contains("Outcome: the lab adopts duet.");
        assertThat(rule.render("docs_per_s_settled", false))
                .contains("a second reading, which decides nothing")
                .contains("Outcome on this window, which decides nothing: duet.");
    }

    @Test
    void aCandidateThatMissesK1InOneBatchLeavesSequential() {
        List<BatchRow> rows = new ArrayList<>(batch("batch-1", ROUNDS, scales(1, 0.5, 0.25), E));
        rows.addAll(batch("batch-2", ROUNDS, scales(1, 0.5, 0.25), 0.8));
        AdoptionRule rule = rule(rows);
        assertThat(rule.adopted()).contains("sequential");
        assertThat(rule.render(METRIC, true)).contains("in every batch: no").contains("the lab adopts sequential.");
    }

    @Test
    void aCandidateWhoseSpreadIsNotResolvedBelowSequentialsLeavesSequential() {
        List<BatchRow> rows = new ArrayList<>(batch("batch-1", ROUNDS, scales(1, 0.95, 0.9), E));
        rows.addAll(batch("batch-2", ROUNDS, scales(1, 0.95, 0.9), E));
        AdoptionRule rule = rule(rows);
        assertThat(rule.adopted()).contains("sequential");
        assertThat(rule.render(METRIC, true)).contains("Step 2: the candidate is duet")
                .contains("lies entirely below 1 in at least one batch: no");
    }

    @Test
    void noDesignLowestInBothOrSequentialLowestLeavesSequential() {
        List<BatchRow> split = new ArrayList<>(batch("batch-1", ROUNDS, scales(1, 0.5, 0.25), E));
        split.addAll(batch("batch-2", ROUNDS, scales(1, 0.25, 0.5), E));
        AdoptionRule rule = rule(split);
        assertThat(rule.adopted()).contains("sequential");
        assertThat(rule.render(METRIC, true))
                .contains("Step 2: no design is the lowest in every batch (batch-1 duet, batch-2 pinned)");

        List<BatchRow> sequential = new ArrayList<>(batch("batch-1", ROUNDS, scales(0.2, 0.5, 0.25), E));
        sequential.addAll(batch("batch-2", ROUNDS, scales(0.2, 0.5, 0.25), E));
        assertThat(rule(sequential).adopted()).contains("sequential");
    }

    @Test
    void onlyCompleteRoundsCount() {
        List<BatchRow> rows = new ArrayList<>(batch("batch-1", ROUNDS, scales(1, 0.5, 0.25), E));
        // Round 7: pinned ran no B on logs, and the duet's A/k1 pair lost its k1 side.
        rows.addAll(batch("batch-1", ROUNDS + 1, scales(1, 0.5, 0.25), E).stream()
                .filter(r -> r.row().get("trial").equals("7"))
                .filter(r -> !(r.row().get("design").equals("pinned") && r.row().get("label").equals("B")
                        && r.row().get("workload").equals("logs")))
                .filter(r -> !(r.row().get("design").equals("duet") && r.row().get("label").equals("k1")))
                .toList());
        CompleteRounds complete = CompleteRounds.of(rows);
        assertThat(complete.counts("batch-1")).containsExactly(Map.entry("europarl/", ROUNDS),
                Map.entry("mixed/logs", ROUNDS));
        assertThat(complete.leftOut()).containsExactly(
                "batch-1 europarl round 7 (duet lacks k1; a duet pair lacks a side)",
                "batch-1 logs round 7 (pinned lacks B)");
        assertThat(complete.rows()).hasSize(rows.size() - (int) rows.stream()
                .filter(r -> r.row().get("trial").equals("7")).count());
    }
}
