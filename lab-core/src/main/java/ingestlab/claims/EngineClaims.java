package ingestlab.claims;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The claims judged on the engines themselves ({@value #PATH}): for each claim, its sides (the engine, and the lab's
 * arms paired with those engines), each a baseline arm and a contender arm of the fidelity rounds of one setting, and
 * the comparisons judged on each side with registry v3's verdict words.
 *
 * @param setting the fidelity setting whose counted rounds supply the rows ({@code reports/fidelity/<setting>/r*})
 * @param arms every arm of a round ({@code rows: arms:}, the fidelity registry's): a round counts only when each wrote
 *     its row
 * @param minRounds the fewest counted rounds a side is judged on ({@code rows: min_rounds:}, the registry's rule's)
 * @param claims the claims, in file order
 */
public record EngineClaims(String setting, List<String> arms, int minRounds, List<EngineClaim> claims) {
    /** Where the registration lives, from the lab's folder. */
    public static final String PATH = "reports/fidelity/claims-on-engines.yaml";
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    /** One side's two arms (run.sh's arm names). */
    public record Arms(String baseline, String contender) {}

    /** One comparison: a result column and the direction the claim expects of contender/baseline. */
    public record Comparison(String metric, ClaimedDirection direction) {}

    /**
     * @param publishedEffect the published docs/s ratio, or null
     * @param margin the equivalence margin in log units
     * @param sides side name (engine, lab) → its arms, in file order
     */
    public record EngineClaim(String id, Double publishedEffect, double margin, List<Condition> conditions,
                              Map<String, Arms> sides, List<Comparison> comparisons) {}

    /** The registration under the lab's folder {@code home}, or empty where there is none. */
    public static Optional<EngineClaims> under(Path home) throws IOException {
        Path file = home.resolve(PATH);
        return Files.isRegularFile(file) ? Optional.of(read(file)) : Optional.empty();
    }

    public static EngineClaims read(Path file) throws IOException {
        JsonNode root = YAML.readTree(file.toFile());
        String setting = root.path("rows").path("setting").asText("");
        List<String> arms = new ArrayList<>();
        root.path("rows").path("arms").forEach(a -> arms.add(a.asText()));
        int minRounds = root.path("rows").path("min_rounds").asInt(0);
        if (setting.isBlank() || arms.isEmpty() || minRounds < 2 || !root.path("claims").isArray()) {
            throw new IllegalArgumentException("'" + file + "' needs rows: setting:, arms:, min_rounds: (2 or more)"
                    + " and a claims: list");
        }
        List<EngineClaim> claims = new ArrayList<>();
        for (JsonNode node : root.path("claims")) {
            String id = node.path("id").asText("");
            List<Condition> conditions = new ArrayList<>();
            node.path("conditions").forEach(c -> conditions.add(Condition.parse(c.asText())));
            Map<String, Arms> sides = new LinkedHashMap<>();
            node.path("sides").properties().forEach(side -> sides.put(side.getKey(), new Arms(
                    side.getValue().path("baseline").asText(), side.getValue().path("contender").asText())));
            List<Comparison> comparisons = new ArrayList<>();
            node.path("comparisons").forEach(c -> comparisons.add(new Comparison(c.path("metric").asText(),
                    ClaimedDirection.parse(c.path("direction").asText()))));
            if (id.isBlank() || sides.isEmpty() || comparisons.isEmpty()) {
                throw new IllegalArgumentException("'" + file + "': a claim needs id:, sides: and comparisons:");
            }
            JsonNode published = node.path("published_effect");
            claims.add(new EngineClaim(id, published.isNumber() ? published.asDouble() : null,
                    node.path("margin").asDouble(VerdictRule.DEFAULT_MARGIN), List.copyOf(conditions), sides,
                    List.copyOf(comparisons)));
        }
        return new EngineClaims(setting, List.copyOf(arms), minRounds, List.copyOf(claims));
    }

    public Optional<EngineClaim> find(String id) {
        return claims.stream().filter(c -> c.id().equals(id)).findFirst();
    }
}
