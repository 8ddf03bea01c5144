package ingestlab.claims;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import ingestlab.metrics.Metric;
import ingestlab.sweep.SweepMode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The claims registry, {@code reports/claims/claims.yaml}: a {@code claims:} list, each with its source, statement,
 * experiment (sweep file, baseline and comparisons) and metric. A comparison's own {@code baseline}, {@code metric}
 * or {@code expected_direction} overrides the claim's.
 */
public final class ClaimRegistry {
    /** Where the registry lives, relative to the lab's folder. */
    public static final String PATH = "reports/claims/claims.yaml";
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private final List<Claim> claims;
    private final RegistryRules rules;
    private final SuiteBudget budget;

    private ClaimRegistry(List<Claim> claims, RegistryRules rules, SuiteBudget budget) {
        this.claims = List.copyOf(claims);
        this.rules = rules;
        this.budget = budget;
    }

    /** The rules stated at the registry's top (rounds, pilot, conditions, significance). */
    public RegistryRules rules() {
        return rules;
    }

    /** When the registry was registered and the machine time its suite may take. */
    public SuiteBudget budget() {
        return budget;
    }

    public List<Claim> claims() {
        return claims;
    }

    public Optional<Claim> find(String id) {
        return claims.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    public static ClaimRegistry read(Path file) throws IOException {
        JsonNode root = YAML.readTree(file.toFile());
        if (root == null || !root.path("claims").isArray()) {
            throw new IllegalArgumentException("'" + file + "' has no claims: list");
        }
        List<Claim> claims = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (JsonNode node : root.path("claims")) {
            Claim claim = claim(node);
            if (!ids.add(claim.id())) {
                throw new IllegalArgumentException("'" + file + "': claim id '" + claim.id() + "' appears twice");
            }
            claims.add(claim);
        }
        for (Claim claim : claims) {
            if (!claim.rowsOf().isBlank() && claims.stream().noneMatch(c -> c.id().equals(claim.rowsOf())
                    && c.sweep().equals(claim.sweep()) && c.rowsOf().isBlank())) {
                throw new IllegalArgumentException("'" + file + "': claim " + claim.id() + ": rows_of: '"
                        + claim.rowsOf() + "' is not a claim of the same sweep file with rows of its own");
            }
        }
        try {
            return new ClaimRegistry(claims, RegistryRules.read(root), SuiteBudget.read(root));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + file + "': " + e.getMessage(), e);
        }
    }

    private static Claim claim(JsonNode node) {
        String id = required(node, "id", "a claim");
        JsonNode experiment = node.path("experiment");
        Metric metric = metric(required(node, "primary_metric", id), id);
        ClaimedDirection direction = ClaimedDirection.parse(required(node, "expected_direction", id));
        Map<String, String> baseline = level(experiment.path("baseline"));
        List<ClaimComparison> comparisons = new ArrayList<>();
        for (JsonNode c : experiment.path("comparisons")) {
            JsonNode effect = c.path("published_effect");
            comparisons.add(new ClaimComparison(c.has("baseline") ? level(c.path("baseline")) : baseline,
                    level(c.path("contender")), c.has("metric") ? metric(c.path("metric").asText(), id) : metric,
                    c.has("expected_direction") ? ClaimedDirection.parse(c.path("expected_direction").asText()) : direction,
                    effect.isNumber() ? effect.asDouble() : null));
        }
        if (comparisons.isEmpty()) {
            throw new IllegalArgumentException("claim " + id + ": experiment: comparisons: is empty");
        }
        return new Claim(id, required(node, "source", id), required(node, "statement", id),
                node.path("published").asText(""), node.path("published_setup").asText(""),
                required(experiment, "sweep", id), experiment.path("workload").asText(""),
                experiment.path("fixed").asText(""), experiment.path("factor").asText(""),
                experiment.path("rounds").asInt(3), experiment.path("docs").asText(""),
                experiment.path("sizing").asText(""), experiment.path("estimated_minutes").asDouble(Double.NaN),
                metric, node.path("note").asText(""), comparisons, mode(experiment, id),
                conditions(experiment.path("conditions"), id),
                experiment.path("max_rounds").asInt(experiment.path("rounds").asInt(3)),
                node.path("control").asBoolean(false), experiment.path("untestable").asText(""),
                experiment.path("rows_of").asText(""));
    }

    /** A claim's conditions: a list of "column op number"; a malformed one fails the registry's load. */
    private static List<Condition> conditions(JsonNode node, String claim) {
        List<Condition> conditions = new ArrayList<>();
        for (JsonNode c : node) {
            try {
                conditions.add(Condition.parse(c.asText()));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("claim " + claim + ": conditions: " + e.getMessage());
            }
            if (Metric.find(conditions.getLast().column()).isEmpty()) {
                throw new IllegalArgumentException("claim " + claim + ": conditions: '" + conditions.getLast().column()
                        + "' is not a result column's metric (docs/columns.md lists them)");
            }
        }
        return conditions;
    }

    /** How the claim's sweep runs (sequential if it does not say); an unknown mode fails the registry's load. */
    private static SweepMode mode(JsonNode experiment, String claim) {
        try {
            return SweepMode.parse(experiment.path("mode").asText(SweepMode.SEQUENTIAL.key()));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("claim " + claim + ": experiment: " + e.getMessage());
        }
    }

    /** The declared metric the registry names by its column; an unknown name fails the registry's load. */
    private static Metric metric(String column, String claim) {
        return Metric.find(column).orElseThrow(() -> new IllegalArgumentException("claim " + claim + ": metric '"
                + column + "' is not a result column's metric (docs/columns.md lists them)"));
    }

    private static Map<String, String> level(JsonNode node) {
        Map<String, String> settings = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            settings.put(e.getKey(), e.getValue().asText());
        }
        return settings;
    }

    private static String required(JsonNode node, String field, String where) {
        String value = node.path(field).asText("");
        if (value.isBlank()) {
            throw new IllegalArgumentException(where + ": " + field + ": is missing");
        }
        return value;
    }
}
