package ingestlab.claims;

import ingestlab.report.MarkdownTable;
import ingestlab.report.PairedEffect;
import ingestlab.report.RowMetrics;
import ingestlab.results.ResultsCsv;
import ingestlab.results.TrialColumn;
import ingestlab.stats.Equivalence;
import ingestlab.stats.Holm;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * Judges {@link EngineClaims} on the fidelity rounds of their setting: each side's comparisons paired by round, the
 * conditions asked of both arms of every counted round, Holm's adjustment over the side's comparisons (a comparison not
 * tested counts with p = 1), and registry v3's verdict words ({@link VerdictRule}). A round counts when it is complete
 * (its {@code span.txt} is written only after every arm wrote its row) and interleaved (every arm's
 * {@code trial_start} inside the span); a round that breaks the second is refused, as the fidelity tables refuse it.
 * A round whose span is written but which lacks an arm's row, or holds a row that is not ok, is left out whole and
 * named, never paired in part.
 */
public final class EngineClaimJudge {
    static final String ARM = "arm";

    private final Path roundsFolder;
    private final List<String> arms;
    private final int minRounds;

    /**
     * @param roundsFolder the setting's folder of rounds, {@code reports/fidelity/<setting>}
     * @param arms every arm a round must hold
     * @param minRounds the fewest counted rounds a side is judged on
     */
    public EngineClaimJudge(Path roundsFolder, List<String> arms, int minRounds) {
        this.roundsFolder = roundsFolder;
        this.arms = List.copyOf(arms);
        this.minRounds = minRounds;
    }

    /** The counted rounds' rows, and the rounds left out with why ("r3: no row of es-8.10.4"). */
    record Rounds(List<Map<String, String>> rows, List<String> leftOut) {}

    /** One comparison on one side, judged. */
    record Judged(String side, EngineClaims.Arms arms, EngineClaims.Comparison comparison, PairedEffect effect,
                  Equivalence equivalence, ConditionCheck conditions, double holmP, double holmTost,
                  ClaimVerdict verdict, String qualifier) {}

    /** Every side's comparisons of {@code claim}, judged on the counted rounds. */
    public List<Judged> judge(EngineClaims.EngineClaim claim) throws IOException {
        return judge(claim, rounds().rows());
    }

    List<Judged> judge(EngineClaims.EngineClaim claim, List<Map<String, String>> rows) {
        List<Judged> judged = new ArrayList<>();
        for (Map.Entry<String, EngineClaims.Arms> side : claim.sides().entrySet()) {
            judged.addAll(side(side.getKey(), side.getValue(), claim, rows));
        }
        return judged;
    }

    private List<Judged> side(String name, EngineClaims.Arms arms, EngineClaims.EngineClaim claim,
                                     List<Map<String, String>> rows) {
        List<Map<String, String>> both = rows.stream().filter(r -> RowMetrics.counts(r)
                && (arms.baseline().equals(r.get(ARM)) || arms.contender().equals(r.get(ARM)))).toList();
        ConditionCheck conditions = claim.conditions().isEmpty() ? ConditionCheck.NONE
                : ConditionCheck.of(claim.conditions(), both, 1.0);
        List<PairedEffect> effects = new ArrayList<>();
        List<Equivalence> equivalences = new ArrayList<>();
        double[] p = new double[claim.comparisons().size()];
        double[] tost = new double[p.length];
        for (int i = 0; i < p.length; i++) {
            PairedEffect effect = PairedEffect.of(rows, r -> arms.baseline().equals(r.get(ARM)),
                    r -> arms.contender().equals(r.get(ARM)), claim.comparisons().get(i).metric());
            Equivalence equivalence = Equivalence.of(effect.ratios().stream().mapToDouble(Double::doubleValue)
                    .toArray(), claim.margin());
            boolean judgeable = conditions.held() && effect.rounds() >= minRounds;
            p[i] = judgeable && Double.isFinite(effect.pValue()) ? effect.pValue() : 1;
            tost[i] = judgeable && Double.isFinite(equivalence.pValue()) ? equivalence.pValue() : 1;
            effects.add(effect);
            equivalences.add(equivalence);
        }
        double[] holmP = Holm.adjust(p);
        double[] holmTost = Holm.adjust(tost);
        List<Judged> judged = new ArrayList<>();
        for (int i = 0; i < p.length; i++) {
            EngineClaims.Comparison c = claim.comparisons().get(i);
            PairedEffect effect = effects.get(i);
            ClaimVerdict verdict = effect.rounds() == 0 ? ClaimVerdict.NOT_RUN
                    : !conditions.held() ? ClaimVerdict.NOT_TESTED
                    : effect.rounds() < minRounds ? ClaimVerdict.INSUFFICIENT_ROUNDS
                    : VerdictRule.judge(c.direction(), effect.mean(), effect.ci(), holmP[i], holmTost[i],
                            claim.margin());
            String qualifier = "docs_per_s".equals(c.metric()) && verdict.judged()
                    ? VerdictRule.qualifier(c.direction(), claim.publishedEffect(), effect.ci()) : "";
            judged.add(new Judged(name, arms, c, effect, equivalences.get(i), conditions, holmP[i], holmTost[i],
                    verdict, qualifier));
        }
        return judged;
    }

    /**
     * Every counted round's rows, each with its arm ({@value #ARM}) and its round as the trial number, and the rounds
     * left out; a counted round whose arm started outside the round's span is refused (IllegalStateException).
     */
    Rounds rounds() throws IOException {
        List<Map<String, String>> rows = new ArrayList<>();
        List<String> leftOut = new ArrayList<>();
        if (!Files.isDirectory(roundsFolder)) {
            return new Rounds(rows, leftOut);
        }
        List<Path> rounds;
        try (Stream<Path> list = Files.list(roundsFolder)) {
            rounds = list.filter(d -> d.getFileName().toString().matches("r\\d+")
                    && Files.isRegularFile(d.resolve("span.txt"))).sorted().toList();
        }
        for (Path round : rounds) {
            String name = round.getFileName().toString();
            List<Map<String, String>> mine = new ArrayList<>();
            String missing = null;
            for (String arm : arms) {
                Path csv = round.resolve(arm + ".csv");
                List<Map<String, String>> armRows = Files.isRegularFile(csv) ? ResultsCsv.read(csv) : List.of();
                if (armRows.isEmpty() || !armRows.stream().allMatch(RowMetrics::counts)) {
                    missing = armRows.isEmpty() ? "no row of " + arm : "a row of " + arm + " that is not ok";
                    break;
                }
                armRows.forEach(row -> {
                    Map<String, String> tagged = new HashMap<>(row);
                    tagged.put(ARM, arm);
                    tagged.put(TrialColumn.TRIAL.column(), name.substring(1));
                    mine.add(tagged);
                });
            }
            if (missing != null) {
                leftOut.add(name + ": " + missing);
                continue;
            }
            checkSpan(round, mine);
            rows.addAll(mine);
        }
        return new Rounds(rows, leftOut);
    }

    private static void checkSpan(Path round, List<Map<String, String>> rows) throws IOException {
        Properties span = new Properties();
        try (var in = Files.newBufferedReader(round.resolve("span.txt"))) {
            span.load(in);
        }
        if (span.getProperty("start") == null || span.getProperty("end") == null) {
            throw new IllegalStateException(round + "/span.txt has no start= and end=");
        }
        Instant start = Instant.parse(span.getProperty("start"));
        Instant end = Instant.parse(span.getProperty("end"));
        for (Map<String, String> row : rows) {
            Instant began = Instant.parse(row.get(TrialColumn.TRIAL_START.column()));
            if (began.isBefore(start) || began.isAfter(end)) {
                throw new IllegalStateException(round + ": arm " + row.get(ARM) + " started at " + began
                        + ", outside the round's span " + start + " to " + end);
            }
        }
    }

    /** The judged comparisons as a table, one row per side and comparison. */
    static String table(List<Judged> judged) {
        MarkdownTable table = new MarkdownTable(List.of("side", "baseline → contender", "metric", "rounds",
                "measured (95% CI)", "± half-width", "Holm p", "Holm TOST p", "conditions", "verdict"));
        for (Judged j : judged) {
            PairedEffect e = j.effect();
            boolean known = e.ci().isKnown() && e.ci().low() > 0;
            table.row(List.of(j.side(), j.arms().baseline() + " → " + j.arms().contender(), j.comparison().metric()
                    + " (" + j.comparison().direction().name().toLowerCase(Locale.ROOT) + ")",
                    Integer.toString(e.rounds()), e.rounds() == 0 ? "" : known ? String.format(Locale.ROOT,
                            "%.3f (%.3f..%.3f)", e.mean(), e.ci().low(), e.ci().high())
                            : String.format(Locale.ROOT, "%.3f", e.mean()),
                    known ? String.format(Locale.ROOT, "±%.1f%%", 100 * Math.expm1(
                            (Math.log(e.ci().high()) - Math.log(e.ci().low())) / 2)) : "",
                    j.verdict().judged() ? String.format(Locale.ROOT, "%.3f", j.holmP()) : "",
                    j.verdict().judged() ? String.format(Locale.ROOT, "%.3f", j.holmTost()) : "",
                    e.rounds() == 0 ? "" : j.conditions().held() ? "held" : j.conditions().describe(),
                    j.verdict().text() + (j.qualifier().isEmpty() ? "" : ", " + j.qualifier())));
        }
        return table.render();
    }
}
