package ingestlab.calibrate;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;

/**
 * Two variants' values paired by round: a round's JVMs take turns run by run, so comparing within a round cancels
 * what the machine was doing then. Rounds where either did not run are left out.
 *
 * @param first the first variant's value in each paired round, in round order
 * @param second the second variant's, in the same rounds
 */
record RoundPairs(double[] first, double[] second) {

    static RoundPairs of(Variant first, Variant second, ToDoubleFunction<RoundResult> value,
                         List<RoundResult> results) {
        Map<Integer, Map<Variant, Double>> rounds = new TreeMap<>();
        for (RoundResult result : results) {
            rounds.computeIfAbsent(result.round(), r -> new EnumMap<>(Variant.class))
                    .put(result.variant(), value.applyAsDouble(result));
        }
        List<double[]> pairs = new ArrayList<>();
        for (Map<Variant, Double> round : rounds.values()) {
            Double a = round.get(first);
            Double b = round.get(second);
            if (a != null && b != null) {
                pairs.add(new double[] {a, b});
            }
        }
        return new RoundPairs(pairs.stream().mapToDouble(p -> p[0]).toArray(),
                pairs.stream().mapToDouble(p -> p[1]).toArray());
    }

    int size() {
        return first.length;
    }
}
