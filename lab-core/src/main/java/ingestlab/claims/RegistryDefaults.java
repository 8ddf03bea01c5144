package ingestlab.claims;

import com.fasterxml.jackson.databind.JsonNode;
import ingestlab.metrics.Metric;
import ingestlab.results.Design;
import java.util.List;

/**
 * What a claim takes from its registry's top when it does not say: how its trials are measured ({@code design:}),
 * the window its docs/s is judged on ({@code window:}) and its equivalence margin ({@code margin:}, log units).
 */
record RegistryDefaults(Design design, Metric window, double margin) {
    /** The windows a claim may judge its docs/s on (the indexing window, or the settled one). */
    static final List<Metric> WINDOWS = List.of(Metric.DOCS_PER_S, Metric.DOCS_PER_S_SETTLED);

    static RegistryDefaults read(JsonNode root) {
        return new RegistryDefaults(root.has("design") ? design(root.path("design").asText()) : Design.SEQUENTIAL,
                root.has("window") ? window(root.path("window").asText()) : Metric.DOCS_PER_S,
                margin(root.path("margin"), VerdictRule.DEFAULT_MARGIN));
    }

    static Design design(String text) {
        try {
            return Design.parse(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("design: " + e.getMessage());
        }
    }

    static Metric window(String text) {
        return WINDOWS.stream().filter(w -> w.column().equals(text.trim())).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("window: '" + text.trim() + "' is not allowed ("
                        + String.join(", ", WINDOWS.stream().map(Metric::column).toList()) + ")"));
    }

    static double margin(JsonNode node, double otherwise) {
        if (node.isMissingNode()) {
            return otherwise;
        }
        double margin = node.asDouble(Double.NaN);
        if (!(margin > 0 && margin < 1)) {
            throw new IllegalArgumentException("margin: '" + node.asText() + "' is not allowed (a log-ratio margin "
                    + "above 0 and below 1, for example 0.05)");
        }
        return margin;
    }

    /** Registry v2's {@code mode:} (sequential or duet), as the design it names; another fails the load. */
    static Design mode(String text) {
        return switch (text.trim()) {
            case "sequential" -> Design.SEQUENTIAL;
            case "duet" -> Design.DUET;
            default -> throw new IllegalArgumentException("experiment: mode: '" + text.trim() + "' is not allowed "
                    + "(sequential, duet)");
        };
    }
}
