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
 */
public final class EngineClaimJudge {
    /** The fewest counted rounds a side is judged on (the fidelity registry's min_rounds). */
    static final int MIN_ROUNDS = 5;
    static final String ARM = "arm";

    private final Path roundsFolder;

    /** @param roundsFolder the setting's folder of rounds, {@code reports/fidelity/<setting>} */
    public EngineClaimJudge(Path roundsFolder) {
        this.roundsFolder = roundsFolder;
    }

    /** One comparison on one side, judged. */
    record Judged(String side, EngineClaims.Arms arms, EngineClaims.Comparison comparison, PairedEffect effect,
                  Equivalence equivalence, ConditionCheck conditions, double holmP, double holmTost,
                  ClaimVerdict verdict, String qualifier) {}

    /** Every side's comparisons of {@code claim}, judged on the counted rounds. */
    public List<Judged> judge(EngineClaims.EngineClaim claim) throws IOException {
        List<Map<String, String>> rows = rows();
        List<Judged> judged = new ArrayList<>();
        for (Map.Entry<String, EngineClaims.Arms> side : claim.sides().entrySet()) {
            judged.addAll(side(side.getKey(), side.getValue(), claim, rows));
        }
        return judged;
    }

    private static List<Judged> side(String name, EngineClaims.Arms arms, EngineClaims.EngineClaim claim,
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
            boolean judgeable = conditions.held() && effect.rounds() >= MIN_ROUNDS;
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
                    : effect.rounds() < MIN_ROUNDS ? ClaimVerdict.INSUFFICIENT_ROUNDS
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
     * Every counted round's rows, each with its arm ({@value #ARM}) and its round as the trial number; a round whose
     * arm started outside the round's span is refused.
     */
    List<Map<String, String>> rows() throws IOException {
        List<Map<String, String>> rows = new ArrayList<>();
        if (!Files.isDirectory(roundsFolder)) {
            return rows;
        }
        List<Path> rounds;
        try (Stream<Path> list = Files.list(roundsFolder)) {
            rounds = list.filter(d -> d.getFileName().toString().matches("r\\d+")
                    && Files.isRegularFile(d.resolve("span.txt"))).sorted().toList();
        }
        for (Path round : rounds) {
            Properties span = new Properties();
            try (var in = Files.newBufferedReader(round.resolve("span.txt"))) {
                span.load(in);
            }
            Instant start = Instant.parse(span.getProperty("start"));
            Instant end = Instant.parse(span.getProperty("end"));
            String number = round.getFileName().toString().substring(1);
            try (Stream<Path> arms = Files.list(round)) {
                for (Path csv : arms.filter(f -> f.toString().endsWith(".csv")).sorted().toList()) {
                    String arm = csv.getFileName().toString().replaceFirst("\\.csv$", "");
                    for (Map<String, String> row : ResultsCsv.read(csv)) {
                        Instant began = Instant.parse(row.get(TrialColumn.TRIAL_START.column()));
                        if (began.isBefore(start) || began.isAfter(end)) {
                            throw new IllegalStateException(round + ": arm " + arm + " started at " + began
                                    + ", outside the round's span " + start + " to " + end);
                        }
                        Map<String, String> tagged = new HashMap<>(row);
                        tagged.put(ARM, arm);
                        tagged.put(TrialColumn.TRIAL.column(), number);
                        rows.add(tagged);
                    }
                }
            }
        }
        return rows;
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
