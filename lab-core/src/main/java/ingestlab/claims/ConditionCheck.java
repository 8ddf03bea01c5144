package ingestlab.claims;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Whether a comparison's conditions held over the trials of both its levels (a condition {@code at baseline}: over
 * the baseline's trials), judged as the registry's rule says: a condition holds when at least {@code share} of those
 * trials meet it (1.0: every trial). The first condition that
 * fails is reported with what was measured, so the summary can say why a comparison was not tested.
 *
 * @param held whether every condition held
 * @param failed the first failing condition, or null (none held because the claim cannot be tested on one node)
 * @param measured what was measured for it: "3 of 16 trials; lowest 0, median 4"
 */
record ConditionCheck(boolean held, Condition failed, String measured) {
    public static final ConditionCheck NONE = new ConditionCheck(true, null, "");

    /** A claim whose factor one node cannot bring to act: {@code why} says what is missing. */
    public static ConditionCheck untestable(String why) {
        return new ConditionCheck(false, null, why);
    }

    /** Whether and why not, for the summary table: "held", or the failing condition with what was measured. */
    public String describe() {
        if (held) {
            return "held";
        }
        return failed == null ? "not testable: " + measured : "failed: " + failed + " (" + measured + ")";
    }

    /** Conditions judged on one set of trials, whatever their scope. */
    public static ConditionCheck of(List<Condition> conditions, List<Map<String, String>> trials, double share) {
        return of(conditions, trials, trials, share);
    }

    /**
     * @param bothLevels the counted trials of the comparison's baseline and contender
     * @param baseline the counted trials of its baseline, which a condition {@code at baseline} is judged on
     */
    public static ConditionCheck of(List<Condition> conditions, List<Map<String, String>> bothLevels,
                                    List<Map<String, String>> baseline, double share) {
        if (share <= 0 || share > 1) {
            throw new IllegalArgumentException("a share of trials must be in (0, 1], not " + share);
        }
        for (Condition condition : conditions) {
            List<Map<String, String>> trials = condition.baselineOnly() ? baseline : bothLevels;
            long meeting = trials.stream().filter(condition::heldBy).count();
            if (trials.isEmpty() || meeting < Math.ceil(share * trials.size() - 1e-9)) {
                return new ConditionCheck(false, condition, describe(condition, trials, meeting));
            }
        }
        return new ConditionCheck(true, null, "");
    }

    private static String describe(Condition condition, List<Map<String, String>> trials, long meeting) {
        List<Double> values = new ArrayList<>();
        trials.forEach(row -> {
            double v = condition.value(row);
            if (!Double.isNaN(v)) {
                values.add(v);
            }
        });
        values.sort(Double::compare);
        String spread = values.isEmpty() ? "no values"
                : "lowest " + number(values.get(0)) + ", median " + number(values.get(values.size() / 2));
        return meeting + " of " + trials.size() + (condition.baselineOnly() ? " baseline" : "") + " trials; " + spread;
    }

    private static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
                : String.format(Locale.ROOT, "%.3g", value);
    }
}
