package ingestlab.report;

import ingestlab.report.DesignRounds.BatchRow;
import ingestlab.results.Design;
import ingestlab.stats.NoiseFloor;
import ingestlab.stats.PairedRatio;
import ingestlab.stats.PairedSpreadRatio;
import ingestlab.stats.SpreadRatio;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A design study's adoption rule, as reports/noise/design-study/rule.md registers it, computed step by step on one
 * metric over the complete rounds ({@link CompleteRounds}) of the batches it is stated over:
 * <ol>
 *   <li>each design's A/A spread in each batch: the SD of its log ratios aa/baseline, both workloads' rounds
 *       together;</li>
 *   <li>the candidate: the design whose spread is the lowest in every batch; if none is, the reference design (a);</li>
 *   <li>a candidate other than (a) is adopted only if the 95% F interval of SD(candidate) / SD(a), over the rounds both
 *       ran, lies entirely below 1 in at least one batch, and its t interval of the known effect's ratio contains E
 *       in every batch; otherwise (a).</li>
 * </ol>
 * Until every batch has the registered complete rounds of every workload, the outcome is pending: a rule stated over
 * two batches cannot be decided on one.
 */
public final class AdoptionRule {
    /** Design (a), the reference: what the lab adopts unless another design earns it. */
    public static final String REFERENCE = Design.SEQUENTIAL.key();

    /**
     * What the rule is stated over.
     *
     * @param batches the batches (their folders' names) the rule needs, every one of them
     * @param rounds the complete rounds each batch needs of each workload
     * @param baseline the label every ratio is over (A)
     * @param aa the A/A partner's label (B)
     * @param known the known effect's label (k1)
     * @param expected the known effect's expected ratio E, measured outside the designs
     */
    public record Registration(List<String> batches, int rounds, String baseline, String aa, String known,
                               double expected) {
        public Registration {
            batches = List.copyOf(batches);
        }
    }

    /** One design in one batch: its A/A spread, that spread over (a)'s on shared rounds, its known effect. */
    record Reading(String design, NoiseFloor spread, SpreadRatio versusReference, PairedSpreadRatio paired,
                   PairedRatio known) {
        /** Whether the F interval of its SD over (a)'s lies entirely below 1. */
        boolean belowOne() {
            return versusReference.ci().isKnown() && versusReference.ci().high() < 1;
        }

        /** Whether its interval of the known effect contains E. */
        boolean recovers(double expected) {
            return known.ci().isKnown() && known.ci().low() <= expected && expected <= known.ci().high();
        }
    }

    /** One batch: whether it holds the registered rounds (and in words what it holds), and each design's reading. */
    record Batch(String name, boolean ready, String holds, List<Reading> readings) {
        /** The designs whose spread is the lowest (several only on a tie). */
        Set<String> lowest() {
            double min = readings.stream().mapToDouble(r -> r.spread().sd()).filter(sd -> !Double.isNaN(sd)).min()
                    .orElse(Double.NaN);
            return readings.stream().filter(r -> r.spread().sd() == min).map(Reading::design)
                    .collect(Collectors.toCollection(LinkedHashSet::new));
        }

        Reading of(String design) {
            return readings.stream().filter(r -> r.design().equals(design)).findFirst().orElse(null);
        }
    }

    private final Registration rule;
    private final List<Batch> batches = new ArrayList<>();

    private AdoptionRule(Registration rule) {
        this.rule = rule;
    }

    /** The rule read on {@code metric} over {@code complete}'s rounds. */
    public static AdoptionRule of(Registration rule, CompleteRounds complete, String metric) {
        AdoptionRule adoption = new AdoptionRule(rule);
        Set<String> workloads = new LinkedHashSet<>();
        rule.batches().forEach(batch -> workloads.addAll(complete.counts(batch).keySet()));
        for (String batch : rule.batches()) {
            Map<String, Integer> counts = complete.counts(batch);
            boolean ready = !counts.isEmpty() && workloads.stream()
                    .allMatch(w -> counts.getOrDefault(w, 0) >= rule.rounds());
            String holds = counts.isEmpty() ? "no rows" : workloads.stream()
                    .map(w -> DesignRounds.experimentName(w) + " " + counts.getOrDefault(w, 0))
                    .collect(Collectors.joining(", "));
            List<BatchRow> rows = complete.rows().stream().filter(r -> r.batch().equals(batch)).toList();
            adoption.batches.add(new Batch(batch, ready, holds, readings(rule, rows, metric)));
        }
        return adoption;
    }

    private static List<Reading> readings(Registration rule, List<BatchRow> rows, String metric) {
        DesignRounds aa = DesignRounds.of(rows, metric, rule.baseline(), rule.aa());
        DesignRounds known = DesignRounds.of(rows, metric, rule.baseline(), rule.known());
        List<Reading> readings = new ArrayList<>();
        for (String design : aa.designs()) {
            var shared = aa.shared(design, REFERENCE).filter(both -> !design.equals(REFERENCE));
            SpreadRatio versus = shared.map(both -> SpreadRatio.of(NoiseFloor.of(both[0]), NoiseFloor.of(both[1])))
                    .orElse(SpreadRatio.of(NoiseFloor.of(new double[0]), NoiseFloor.of(new double[0])));
            PairedSpreadRatio paired = shared.map(both -> PairedSpreadRatio.of(both[0], both[1]))
                    .orElse(PairedSpreadRatio.of(new double[0], new double[0]));
            readings.add(new Reading(design, NoiseFloor.of(aa.ratios(design)), versus, paired,
                    PairedRatio.of(known.ratios(design))));
        }
        return readings;
    }

    /** The design the rule adopts, or empty while a batch it needs lacks its rounds. */
    public Optional<String> adopted() {
        if (!batches.stream().allMatch(Batch::ready)) {
            return Optional.empty();
        }
        String candidate = candidate();
        if (candidate == null || candidate.equals(REFERENCE)) {
            return Optional.of(REFERENCE);
        }
        return Optional.of(belowOneSomewhere(candidate) && recoversEverywhere(candidate) ? candidate
                : REFERENCE);
    }

    /** The one design lowest in every batch, or null. */
    private String candidate() {
        Set<String> common = null;
        for (Batch batch : batches) {
            if (common == null) {
                common = new LinkedHashSet<>(batch.lowest());
            } else {
                common.retainAll(batch.lowest());
            }
        }
        return common != null && common.size() == 1 ? common.iterator().next() : null;
    }

    private boolean belowOneSomewhere(String design) {
        return batches.stream().map(b -> b.of(design)).anyMatch(r -> r != null && r.belowOne());
    }

    private boolean recoversEverywhere(String design) {
        return batches.stream().map(b -> b.of(design)).allMatch(r -> r != null && r.recovers(rule.expected()));
    }

    /**
     * The table of every batch's readings, then the rule's steps and its outcome, in words. {@code deciding} says
     * whether this metric is the one the rule is judged on; another is a second reading that decides nothing.
     */
    public String render(String metric, boolean deciding) {
        String e = String.format(Locale.ROOT, "%.3f", rule.expected());
        MarkdownTable table = new MarkdownTable(List.of("Batch", "Design", "A/A ratios", "SD of A/A log ratio",
                "Lowest", "SD / " + REFERENCE + "'s SD (95% F CI)", "Entirely below 1",
                "Same, paired (not in the rule)",
                rule.known() + "/" + rule.baseline() + " (95% CI)", "Contains E = " + e));
        for (Batch batch : batches) {
            Set<String> lowest = batch.lowest();
            for (Reading r : batch.readings()) {
                boolean reference = r.design().equals(REFERENCE);
                table.row(List.of(batch.name(), r.design(), Integer.toString(r.spread().pairs()),
                        Double.isNaN(r.spread().sd()) ? "" : String.format(Locale.ROOT, "%.4f", r.spread().sd()),
                        lowest.contains(r.design()) ? "yes" : "", DesignNoiseTable.text(r.versusReference()),
                        reference ? "" : yesNo(r.belowOne()), DesignNoiseTable.text(r.paired()),
                        DesignNoiseTable.text(r.known()),
                        Double.isNaN(r.known().estimate()) ? "" : yesNo(r.recovers(rule.expected()))));
            }
        }
        StringBuilder out = new StringBuilder();
        out.append("Adoption rule (reports/noise/design-study/rule.md) on ").append(metric)
                .append(deciding ? ", the window the rule is judged on" : ": a second reading, which decides nothing")
                .append("; over ").append(String.join(" and ", rule.batches())).append(", ")
                .append(rule.rounds()).append(" complete rounds of each workload in each; E = ").append(e)
                .append(":\n\n");
        if (!table.isEmpty()) {
            out.append(table.render()).append('\n');
        }
        for (String step : steps(e, deciding)) {
            out.append("- ").append(step).append('\n');
        }
        out.append("- Beside the rule, deciding nothing: the registered F interval assumes independent samples, while"
                + " the designs share rounds; the paired column gives the Pitman-Morgan interval, which allows for"
                + " their correlation r, and how often the nominal 95% F interval contains the true ratio at that r"
                + " and n (simulated under bivariate normality).\n");
        return out.toString();
    }

    private List<String> steps(String e, boolean deciding) {
        List<String> pending = batches.stream().filter(b -> !b.ready()).map(Batch::name).toList();
        String waiting = "pending " + String.join(" and ", pending);
        List<String> steps = new ArrayList<>();
        steps.add("Rounds: " + batches.stream().map(b -> b.name() + ": " + b.holds() + (b.ready() ? ""
                : " (short of " + rule.rounds() + ")")).collect(Collectors.joining("; ")) + ".");
        steps.add("Step 1, the A/A spreads: " + batches.stream().map(b -> b.name() + ": " + (b.readings().isEmpty()
                ? "none" : b.readings().stream().map(r -> r.design() + " " + (Double.isNaN(r.spread().sd()) ? "?"
                : String.format(Locale.ROOT, "%.4f", r.spread().sd()))).collect(Collectors.joining(", "))
                + (b.ready() ? "" : " (not yet the registered rounds)"))).collect(Collectors.joining("; ")) + ".");
        if (!pending.isEmpty()) {
            steps.add("Step 2, the design lowest in every batch: " + waiting + ".");
            steps.add("Step 3: " + waiting + ".");
            steps.add("Outcome: " + waiting + ". A rule stated over " + String.join(" and ", rule.batches())
                    + " is not decided without " + String.join(" and ", pending) + ".");
            return steps;
        }
        String candidate = candidate();
        String lowestEach = batches.stream().map(b -> b.name() + " " + String.join(" and ", b.lowest()))
                .collect(Collectors.joining(", "));
        if (candidate == null) {
            steps.add("Step 2: no design is the lowest in every batch (" + lowestEach + "), so " + REFERENCE
                    + ".");
        } else {
            steps.add("Step 2: the candidate is " + candidate + ", the lowest in every batch (" + lowestEach + ").");
            if (candidate.equals(REFERENCE)) {
                steps.add("Step 3: the candidate is " + REFERENCE + " itself, which needs no condition.");
            } else {
                steps.add("Step 3: its SD over " + REFERENCE + "'s lies entirely below 1 in at least one batch: "
                        + yesNo(belowOneSomewhere(candidate)) + " (" + batches.stream().map(b -> b.name() + " "
                        + DesignNoiseTable.text(b.of(candidate).versusReference())).collect(Collectors.joining(", "))
                        + "); it recovers " + rule.known() + " (its interval contains E = " + e + ") in every batch: "
                        + yesNo(recoversEverywhere(candidate)) + " (" + batches.stream().map(b -> b.name() + " "
                        + DesignNoiseTable.text(b.of(candidate).known())).collect(Collectors.joining(", ")) + ").");
            }
        }
        steps.add(deciding ? "Outcome: the lab adopts " + adopted().orElseThrow() + "."
                : "Outcome on this window, which decides nothing: " + adopted().orElseThrow() + ".");
        return steps;
    }

    private static String yesNo(boolean yes) {
        return yes ? "yes" : "no";
    }
}
