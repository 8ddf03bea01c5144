package ingestlab.claims;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;

/**
 * The rules a registry states at its top, fixed before any of its claims run: the rounds no verdict may rest on
 * fewer than, the pilot that sizes a claim, the precision it aims at, how a claim's conditions are judged, and
 * whether a verdict's significance is adjusted across the registry.
 *
 * @param minRounds a comparison with fewer rounds is "insufficient rounds"
 * @param pilotRounds rounds run before the rest are planned from their spread
 * @param targetHalfWidth the relative interval half-width the plan aims at (0.03: ±3%)
 * @param conditionShare the share of trials, over both levels, that must meet each condition (1: every trial)
 * @param significance which p-value a verdict uses
 */
public record RegistryRules(int minRounds, int pilotRounds, double targetHalfWidth, double conditionShare,
                            Significance significance) {
    /** Which significance a verdict uses: Holm's adjustment across the registry's comparisons, or none. */
    public enum Significance {
        HOLM, UNADJUSTED;

        static Significance parse(String text) {
            try {
                return valueOf(text.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("significance: '" + text + "' is not allowed (holm, unadjusted)");
            }
        }
    }

    /** The rules of a registry that states none: what every registry before v2 was judged by, but 5 rounds. */
    public static final RegistryRules DEFAULTS = new RegistryRules(5, 5, 0.03, 1.0, Significance.UNADJUSTED);

    public RegistryRules {
        if (minRounds < 2 || pilotRounds < 2) {
            throw new IllegalArgumentException("min_rounds and pilot_rounds must be at least 2");
        }
        if (!(conditionShare > 0 && conditionShare <= 1)) {
            throw new IllegalArgumentException("condition_share must be in (0, 1], not " + conditionShare);
        }
        if (!(targetHalfWidth > 0)) {
            throw new IllegalArgumentException("target_half_width must be above 0, not " + targetHalfWidth);
        }
    }

    static RegistryRules read(JsonNode root) {
        return new RegistryRules(root.path("min_rounds").asInt(DEFAULTS.minRounds),
                root.path("pilot_rounds").asInt(DEFAULTS.pilotRounds),
                root.path("target_half_width").asDouble(DEFAULTS.targetHalfWidth),
                root.path("condition_share").asDouble(DEFAULTS.conditionShare),
                root.has("significance") ? Significance.parse(root.path("significance").asText())
                        : DEFAULTS.significance);
    }
}
