package ingestlab.report;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.stats.NoiseFloor;
import ingestlab.stats.PairedRatio;
import ingestlab.stats.SpreadRatio;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code lab noise --designs} on hand-built rows of two batches and three designs, whose log ratios are known: each
 * design's A/A SD, its SD over the first design's on the rounds both ran (and only those), and a known effect.
 */
class DesignNoiseTableTest {
    private static final String METRIC = "docs_per_s";
    /** Each round's A/A log ratio (B over A) of the sequential design; pinned has half of it, duet a quarter. */
    private static final double[] AA = {0.06, -0.06, 0.03, -0.03, 0.09, -0.09};
    /** Each round's noise around the known effect k1 = 1.05 (geometric mean exactly 1.05). */
    private static final double[] K1 = {0.02, -0.02, 0.01, -0.01, 0, 0};
    private static final double K1_EFFECT = 1.05;

    /** The design's scale of the A/A noise. */
    private static final Map<String, Double> SCALE = Map.of("sequential", 1.0, "pinned", 0.5, "duet", 0.25);

    /**
     * A batch's rows: every design in rounds 1..6, and pinned in a 7th round (an outlier) no other design ran. With
     * {@code tagged}, rows carry a design column; without, an older file's: a duet row has its pair (and CPUs), a
     * pinned row its CPUs, a sequential row neither.
     */
    private static List<DesignRounds.BatchRow> batch(String batch, boolean tagged) {
        List<DesignRounds.BatchRow> rows = new ArrayList<>();
        for (String design : List.of("sequential", "pinned", "duet")) {
            double scale = SCALE.get(design);
            for (int r = 1; r <= AA.length; r++) {
                double aa = Math.exp(scale * AA[r - 1]);
                double k1 = K1_EFFECT * Math.exp(K1[r - 1]);
                rows.add(row(batch, design, tagged, r, "A", 1000, "1"));
                rows.add(row(batch, design, tagged, r, "B", 1000 * aa, "1"));
                rows.add(row(batch, design, tagged, r, "A", 1000, "2"));
                rows.add(row(batch, design, tagged, r, "k1", 1000 * k1, "2"));
            }
        }
        rows.add(row(batch, "pinned", tagged, 7, "A", 1000, "1"));
        rows.add(row(batch, "pinned", tagged, 7, "B", 3000, "1"));
        return rows.stream().distinct().toList();
    }

    /** One trial's row; a duet's A/B pair is pair 1 of the round and its A/k1 pair pair 2. */
    private static DesignRounds.BatchRow row(String batch, String design, boolean tagged, int trial, String label,
                                             double docsPerS, String pair) {
        Map<String, String> row = new LinkedHashMap<>(Rows.row("run_id=run-1", "trial=" + trial, "status=ok",
                "warmup=false", "label=" + label, METRIC + "=" + docsPerS));
        if (tagged) {
            row.put("design", design);
        }
        switch (design) {
            case "duet" -> {
                row.put("duet_pair", trial + "-" + pair);
                row.put("cpus", label.equals("A") ? "0" : "1");
            }
            case "pinned" -> row.put("cpus", "0");
            default -> row.put("cpus", "");
        }
        return new DesignRounds.BatchRow(batch, row);
    }

    @Test
    void eachDesignsSpreadIsItsOwnAndComparedWithTheFirstOnlyOnSharedRounds() {
        List<DesignRounds.BatchRow> rows = batch("night", true);
        DesignRounds rounds = DesignRounds.of(rows, METRIC, "A", "B");
        assertThat(rounds.designs()).containsExactly("sequential", "pinned", "duet");
        assertThat(rounds.batches()).containsExactly("night");
        assertThat(rounds.ratios("sequential")).hasSize(6);
        assertThat(rounds.ratios("pinned")).as("its own extra round counts for its own spread").hasSize(7);
        assertThat(NoiseFloor.of(rounds.ratios("sequential")).sd()).isCloseTo(sd(AA, 1), within());
        assertThat(NoiseFloor.of(rounds.ratios("duet")).sd()).isCloseTo(sd(AA, 0.25), within());

        double[][] shared = rounds.shared("pinned", "sequential").orElseThrow();
        assertThat(shared[0]).hasSize(6).doesNotContain(3.0);
        assertThat(shared[1]).hasSize(6);
        for (int r = 0; r < 6; r++) {
            assertThat(Math.log(shared[0][r])).as("round %d, pinned", r + 1).isCloseTo(0.5 * Math.log(shared[1][r]),
                    within());
        }

        String rendered = new DesignNoiseTable("A", "B", List.of("k1")).add("night", rows, METRIC).render();
        List<String> sequential = line(rendered, "night", "sequential");
        assertThat(sequential.get(3)).isEqualTo("6");
        assertThat(sequential.get(4)).isEqualTo(String.format(Locale.ROOT, "%.4f", sd(AA, 1)));
        assertThat(sequential.subList(7, 9)).as("the first design is what the others are compared with")
                .containsOnly("");
        List<String> pinned = line(rendered, "night", "pinned");
        assertThat(pinned.get(3)).isEqualTo("7");
        SpreadRatio half = SpreadRatio.of(NoiseFloor.of(shared[0]), NoiseFloor.of(shared[1]));
        assertThat(half.ratio()).as("half the noise on the shared rounds; the outlier left out").isCloseTo(0.5,
                within());
        assertThat(pinned.get(7)).isEqualTo(String.format(Locale.ROOT, "%.2f (%.2f..%.2f)", half.ratio(),
                half.ci().low(), half.ci().high())).startsWith("0.50 (");
        assertThat(pinned.get(8)).isEqualTo("6");
        assertThat(line(rendered, "night", "duet").get(7)).startsWith("0.25 (");
    }

    @Test
    void aKnownEffectIsEstimatedByEachDesignWithItsInterval() {
        String rendered = new DesignNoiseTable("A", "B", List.of("k1")).add("night", batch("night", true), METRIC)
                .render();
        double[] ratios = Arrays.stream(K1).map(k -> K1_EFFECT * Math.exp(k)).toArray();
        PairedRatio expected = PairedRatio.of(ratios);
        assertThat(expected.estimate()).isCloseTo(K1_EFFECT, within());
        for (String design : List.of("sequential", "pinned", "duet")) {
            List<String> effect = line(rendered, "night", "k1/A", design);
            assertThat(effect.get(4)).as(design).isEqualTo("6");
            assertThat(effect.get(5)).as(design).isEqualTo(String.format(Locale.ROOT, "%.3f (%.3f..%.3f)",
                    expected.estimate(), expected.ci().low(), expected.ci().high())).startsWith("1.050 (");
            assertThat(effect.get(6)).as(design).isEqualTo(DesignNoiseTable.logHalfWidth(expected)).startsWith("±");
        }
    }

    @Test
    void rowsWithoutADesignColumnAreClassifiedByTheirPairAndCpus() {
        assertThat(DesignRounds.designOf(Rows.row("duet_pair=1-1", "cpus=0"))).isEqualTo("duet");
        assertThat(DesignRounds.designOf(Rows.row("duet_pair=", "cpus=0"))).isEqualTo("pinned");
        assertThat(DesignRounds.designOf(Rows.row("cpus="))).isEqualTo("sequential");
        assertThat(DesignRounds.designOf(Rows.row())).isEqualTo("sequential");
        assertThat(DesignRounds.designOf(Rows.row("design=pinned", "duet_pair=1-1"))).isEqualTo("pinned");

        List<DesignRounds.BatchRow> both = new ArrayList<>(batch("night", true));
        both.addAll(batch("day", false));
        DesignRounds rounds = DesignRounds.of(both, METRIC, "A", "B");
        assertThat(rounds.batches()).containsExactly("night", "day");
        assertThat(rounds.designs()).containsExactly("sequential", "pinned", "duet");
        assertThat(rounds.ratios("duet")).hasSize(12);
        assertThat(rounds.ratios("pinned")).hasSize(14);
        assertThat(rounds.shared("pinned", "sequential").orElseThrow()[0]).as("rounds are per batch").hasSize(12);
        double[] twice = java.util.stream.DoubleStream.concat(Arrays.stream(AA), Arrays.stream(AA)).toArray();
        assertThat(NoiseFloor.of(rounds.ratios("duet")).sd()).as("both batches' rounds").isCloseTo(sd(twice, 0.25),
                within());
    }

    /** The sample SD of {@code scale} times the logs (their mean is 0). */
    private static double sd(double[] logs, double scale) {
        return Math.sqrt(Arrays.stream(logs).map(l -> scale * scale * l * l).sum() / (logs.length - 1));
    }

    private static org.assertj.core.data.Offset<Double> within() {
        return org.assertj.core.data.Offset.offset(1e-9);
    }

    /** The cells of the rendered line of {@code batch} whose third cell is {@code third} and fourth {@code more}. */
    private static List<String> line(String rendered, String batch, String third, String... more) {
        return rendered.lines().filter(l -> l.startsWith("|"))
                .map(l -> Arrays.stream(l.substring(1).split("\\|", -1)).map(String::trim).toList())
                .filter(cells -> cells.size() > 4 && cells.get(0).equals(batch) && cells.get(2).equals(third)
                        && (more.length == 0 || cells.get(3).equals(more[0])))
                .findFirst().orElseThrow(() -> new AssertionError(batch + " " + third + " not in\n" + rendered));
    }
}
