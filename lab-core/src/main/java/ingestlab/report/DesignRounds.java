package ingestlab.report;

import ingestlab.catalog.LabSettings;
import ingestlab.workload.WorkloadSettings;
import ingestlab.data.DataSettings;
import ingestlab.results.Design;
import ingestlab.results.TrialColumn;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A design study's rows as per-round ratios: for each design, each round's ratio of one label's trial over the
 * baseline label's (a sequential or pinned round pairs the two trials of that round; a duet pairs the two sides of
 * one pair). A round is its batch, its experiment (dataset and workload columns) and its {@code trial}, so rows of
 * different designs are compared only where they share a round, and two workloads of one batch pool their rounds
 * without mixing them.
 */
public final class DesignRounds {
    /** Where a round's ratio came from: its batch, the experiment it measured (dataset and workload) and its trial. */
    public record Round(String batch, String experiment, int trial) {}

    private final Map<String, Map<Round, Double>> byDesign = new LinkedHashMap<>();

    private DesignRounds() {}

    /**
     * The ratios {@code label}/{@code baseline} of {@code metric}, by design and round, from rows each tagged with
     * its batch. Only ok, measured trials count.
     */
    public static DesignRounds of(List<BatchRow> rows, String metric, String baseline, String label) {
        DesignRounds rounds = new DesignRounds();
        Map<String, Map<String, Map<String, String>>> byUnit = new LinkedHashMap<>(); // design+unit -> label -> row
        for (BatchRow tagged : rows) {
            Map<String, String> row = tagged.row();
            if (!RowMetrics.counts(row)) {
                continue;
            }
            String design = designOf(row);
            String pair = row.getOrDefault(TrialColumn.DUET_PAIR.column(), "");
            Round round = roundOf(tagged);
            String unit = design + "\n" + round.batch() + "\n" + round.experiment() + "\n" + round.trial() + "\n"
                    + (pair.isEmpty() ? "" : row.get(TrialColumn.RUN_ID.column()) + "/" + pair);
            byUnit.computeIfAbsent(unit, k -> new LinkedHashMap<>())
                    .put(row.getOrDefault(LabSettings.LABEL.key(), ""), row);
        }
        byUnit.forEach((unit, labels) -> {
            Map<String, String> base = labels.get(baseline);
            Map<String, String> other = labels.get(label);
            if (base == null || other == null) {
                return;
            }
            String[] parts = unit.split("\n", -1);
            double ratio = RowMetrics.value(other, metric) / RowMetrics.value(base, metric);
            if (!Double.isNaN(ratio)) {
                rounds.byDesign.computeIfAbsent(parts[0], k -> new LinkedHashMap<>())
                        .put(new Round(parts[1], parts[2], Integer.parseInt(parts[3])), ratio);
            }
        });
        return rounds;
    }

    /** A row and the batch it belongs to. */
    public record BatchRow(String batch, Map<String, String> row) {}

    /**
     * The round a row's trial belongs to. The experiment (dataset and workload) keeps apart rounds of two workloads
     * that share a batch and a trial number.
     */
    public static Round roundOf(BatchRow tagged) {
        Map<String, String> row = tagged.row();
        String experiment = row.getOrDefault(DataSettings.DATASET.key(), "") + "/"
                + row.getOrDefault(WorkloadSettings.WORKLOAD.key(), "");
        return new Round(tagged.batch(), experiment, Integer.parseInt(row.get(TrialColumn.TRIAL.column())));
    }

    /** An experiment's name for people: its workload when it has one ("logs"), else its dataset ("europarl"). */
    public static String experimentName(String experiment) {
        int slash = experiment.lastIndexOf('/');
        if (slash < 0) {
            return experiment;
        }
        return slash == experiment.length() - 1 ? experiment.substring(0, slash) : experiment.substring(slash + 1);
    }

    /**
     * How the row's trial was measured: its {@code design} column, or for a row written before that column existed,
     * duet when it has a pair, pinned when it has CPUs, else sequential.
     */
    public static String designOf(Map<String, String> row) {
        String design = row.getOrDefault(TrialColumn.DESIGN.column(), "");
        if (!design.isEmpty()) {
            return design;
        }
        if (!row.getOrDefault(TrialColumn.DUET_PAIR.column(), "").isEmpty()) {
            return Design.DUET.key();
        }
        return (row.getOrDefault(TrialColumn.CPUS.column(), "").isEmpty() ? Design.SEQUENTIAL : Design.PINNED).key();
    }

    /** The designs that have ratios: sequential, pinned, duet (the reference design first), then any other. */
    public List<String> designs() {
        List<String> order = java.util.Arrays.stream(Design.values()).map(Design::key).toList();
        return byDesign.keySet().stream().sorted(java.util.Comparator.comparingInt(d -> order.contains(d)
                ? order.indexOf(d) : order.size())).toList();
    }

    /** The design's ratios, in round order of first appearance. */
    public double[] ratios(String design) {
        return byDesign.getOrDefault(design, Map.of()).values().stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** The two designs' ratios over the rounds both have, each in the same round order. */
    public Optional<double[][]> shared(String design, String other) {
        Map<Round, Double> one = byDesign.getOrDefault(design, Map.of());
        Map<Round, Double> two = byDesign.getOrDefault(other, Map.of());
        List<Round> both = new ArrayList<>(one.keySet());
        both.retainAll(two.keySet());
        if (both.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new double[][] {both.stream().mapToDouble(one::get).toArray(),
            both.stream().mapToDouble(two::get).toArray()});
    }

    /** The batches the rounds came from. */
    public List<String> batches() {
        return byDesign.values().stream().flatMap(m -> m.keySet().stream()).map(Round::batch).distinct().toList();
    }
}
