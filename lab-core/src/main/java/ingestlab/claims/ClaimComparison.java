package ingestlab.claims;

import ingestlab.metrics.Metric;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One pre-registered comparison of a claim: a contender level against a baseline level on one metric.
 *
 * @param baseline the settings (factor name → value) that pick the baseline's rows
 * @param contender the settings that pick the contender's rows
 * @param publishedEffect the published ratio contender/baseline, or null when the source gives no figure
 */
public record ClaimComparison(Map<String, String> baseline, Map<String, String> contender, Metric metric,
                              ClaimedDirection direction, Double publishedEffect) {
    public ClaimComparison {
        baseline = Map.copyOf(baseline);
        contender = Map.copyOf(contender);
    }

    /** "refresh_interval 1s → 5s", each level's settings in name order. */
    public String label() {
        return describe(baseline) + " → " + describe(contender);
    }

    /** A level as "name value, name value", names in order. */
    static String describe(Map<String, String> level) {
        return level.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "));
    }
}
