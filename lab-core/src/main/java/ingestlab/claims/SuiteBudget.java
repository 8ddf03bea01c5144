package ingestlab.claims;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/**
 * When a registry was registered and the machine time its suite may take, as its top states them
 * ({@code registered_at:}, an ISO-8601 instant, and {@code budget_minutes:}). Trials that started before
 * {@code registeredAt} belong to earlier runs whose rows the registry kept; the rest are the suite's own.
 *
 * @param registeredAt when the registry's sizes were fixed; empty when it does not say
 * @param budget the machine time the suite's own trials may take; empty when it states none
 */
record SuiteBudget(Optional<Instant> registeredAt, Optional<Duration> budget) {
    public static final SuiteBudget NONE = new SuiteBudget(Optional.empty(), Optional.empty());

    static SuiteBudget read(JsonNode root) {
        Optional<Instant> at = Optional.empty();
        if (root.hasNonNull("registered_at")) {
            String text = root.path("registered_at").asText();
            try {
                at = Optional.of(Instant.parse(text));
            } catch (DateTimeParseException e) {
                throw new IllegalArgumentException("registered_at: '" + text
                        + "' is not an ISO-8601 instant (for example 2026-11-25T19:25:20Z)");
            }
        }
        Optional<Duration> budget = Optional.empty();
        if (root.has("budget_minutes")) {
            double minutes = root.path("budget_minutes").asDouble(Double.NaN);
            if (!(minutes > 0)) {
                throw new IllegalArgumentException("budget_minutes: '" + root.path("budget_minutes").asText()
                        + "' is not allowed (a number of minutes above 0)");
            }
            budget = Optional.of(Duration.ofSeconds(Math.round(minutes * 60)));
        }
        return new SuiteBudget(at, budget);
    }
}
