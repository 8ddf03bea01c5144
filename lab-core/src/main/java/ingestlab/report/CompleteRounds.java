package ingestlab.report;

import ingestlab.catalog.LabSettings;
import ingestlab.report.DesignRounds.BatchRow;
import ingestlab.report.DesignRounds.Round;
import ingestlab.results.TrialColumn;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A design study's complete rounds, as its registration (reports/noise/design-study/rule.md) defines them: a round
 * (batch, experiment, trial) in which every design seen in that batch and experiment ran every config (label) seen
 * there, each trial measured, and every duet pair has both its sides. Designs are compared on these rounds only: a
 * round that one design missed would give the others an hour it did not have.
 */
public final class CompleteRounds {
    private final List<BatchRow> rows;
    private final Map<String, Map<String, Integer>> counts;
    private final List<String> leftOut;

    private CompleteRounds(List<BatchRow> rows, Map<String, Map<String, Integer>> counts, List<String> leftOut) {
        this.rows = rows;
        this.counts = counts;
        this.leftOut = leftOut;
    }

    /** The complete rounds of {@code measured}: rows of trials that counted (ok, not warm-up), each with its batch. */
    public static CompleteRounds of(List<BatchRow> measured) {
        // What a round must hold: every design and label seen anywhere in its batch and experiment.
        Map<String, Set<String>> designs = new HashMap<>();
        Map<String, Set<String>> labels = new HashMap<>();
        // Per round: design -> labels it measured, and each duet pair's sides.
        Map<Round, Map<String, Set<String>>> held = new TreeMap<>(CompleteRounds::order);
        Map<Round, Map<String, Integer>> pairSides = new HashMap<>();
        for (BatchRow tagged : measured) {
            Round round = DesignRounds.roundOf(tagged);
            String group = round.batch() + "\n" + round.experiment();
            String design = DesignRounds.designOf(tagged.row());
            String label = tagged.row().getOrDefault(LabSettings.LABEL.key(), "");
            designs.computeIfAbsent(group, k -> new LinkedHashSet<>()).add(design);
            labels.computeIfAbsent(group, k -> new LinkedHashSet<>()).add(label);
            held.computeIfAbsent(round, k -> new HashMap<>()).computeIfAbsent(design, k -> new LinkedHashSet<>())
                    .add(label);
            String pair = tagged.row().getOrDefault(TrialColumn.DUET_PAIR.column(), "");
            if (!pair.isEmpty()) {
                pairSides.computeIfAbsent(round, k -> new HashMap<>()).merge(
                        tagged.row().get(TrialColumn.RUN_ID.column()) + "/" + pair, 1, Integer::sum);
            }
        }
        Set<Round> complete = new LinkedHashSet<>();
        Map<String, Map<String, Integer>> counts = new LinkedHashMap<>();
        List<String> leftOut = new ArrayList<>();
        held.forEach((round, byDesign) -> {
            String group = round.batch() + "\n" + round.experiment();
            List<String> lacking = new ArrayList<>();
            for (String design : designs.get(group)) {
                Set<String> missing = new LinkedHashSet<>(labels.get(group));
                missing.removeAll(byDesign.getOrDefault(design, Set.of()));
                if (!missing.isEmpty()) {
                    lacking.add(design + " lacks " + String.join(", ", missing));
                }
            }
            if (pairSides.getOrDefault(round, Map.of()).values().stream().anyMatch(sides -> sides != 2)) {
                lacking.add("a duet pair lacks a side");
            }
            Map<String, Integer> batchCounts = counts.computeIfAbsent(round.batch(), k -> new LinkedHashMap<>());
            batchCounts.merge(round.experiment(), lacking.isEmpty() ? 1 : 0, Integer::sum);
            if (lacking.isEmpty()) {
                complete.add(round);
            } else {
                leftOut.add(round.batch() + " " + DesignRounds.experimentName(round.experiment()) + " round "
                        + round.trial() + " (" + String.join("; ", lacking) + ")");
            }
        });
        List<BatchRow> kept = measured.stream().filter(r -> complete.contains(DesignRounds.roundOf(r))).toList();
        return new CompleteRounds(kept, counts, leftOut);
    }

    private static int order(Round one, Round two) {
        int byBatch = one.batch().compareTo(two.batch());
        if (byBatch != 0) {
            return byBatch;
        }
        int byExperiment = one.experiment().compareTo(two.experiment());
        return byExperiment != 0 ? byExperiment : Integer.compare(one.trial(), two.trial());
    }

    /** The rows of the complete rounds, in their given order. */
    public List<BatchRow> rows() {
        return rows;
    }

    /** The batch's complete rounds per experiment (every experiment it has rows of, 0 where none is complete). */
    public Map<String, Integer> counts(String batch) {
        return counts.getOrDefault(batch, Map.of());
    }

    /** Each round left out, with what it lacks ("batch-1 logs round 7 (pinned lacks B)"), in round order. */
    public List<String> leftOut() {
        return leftOut;
    }
}
