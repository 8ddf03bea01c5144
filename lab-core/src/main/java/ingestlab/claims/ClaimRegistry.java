package ingestlab.claims;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import ingestlab.metrics.Metric;
import ingestlab.results.Design;
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
 * A claims registry: a {@code claims:} list, each with its source, statement, experiment (sweep file, baseline and
 * comparisons) and metric. A comparison's own {@code baseline}, {@code metric} or {@code expected_direction}
 * overrides the claim's. Its claims' rows live beside it ({@code <id>.csv}). Registry v2 is
 * {@code reports/claims/claims.yaml}; registry v3 ({@code registry: 3}) is {@code reports/claims/v3/claims.yaml}, and
 * states when and at which commit it was registered, its design, window and margin (each also per claim), its
 * budget and one A/A control.
 */
public final class ClaimRegistry {
    /** Where registry v2 lives, relative to the lab's folder. */
    public static final String PATH = "reports/claims/claims.yaml";
    /** Where registry v3 lives, relative to the lab's folder; once it exists it is the registry the lab runs. */
    public static final String V3_PATH = "reports/claims/v3/claims.yaml";
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private final List<Claim> claims;
    private final RegistryRules rules;
    private final SuiteBudget budget;
    private final int version;
    private final Path folder;
    private final Optional<FreshRows> fresh;
    private final long orderSeed;

    private ClaimRegistry(List<Claim> claims, RegistryRules rules, SuiteBudget budget, int version, Path folder,
                          Optional<FreshRows> fresh, long orderSeed) {
        this.claims = List.copyOf(claims);
        this.rules = rules;
        this.budget = budget;
        this.version = version;
        this.folder = folder;
        this.fresh = fresh;
        this.orderSeed = orderSeed;
    }

    /** Its {@code registry:} number (1 when it states none). */
    public int version() {
        return version;
    }

    /** Where its claims' rows, plans and charts live: the registry file's folder. */
    public Path folder() {
        return folder;
    }

    /** Registry v3's registration, whose older rows it refuses; empty for earlier registries. */
    Optional<FreshRows> fresh() {
        return fresh;
    }

    /** When registry v3 was registered ({@code registered_at:}); empty for earlier registries. */
    public Optional<java.time.Instant> registeredAt() {
        return fresh.map(FreshRows::registeredAt);
    }

    /** The seed of the suite's block order ({@code order_seed:}, 42 when not given). */
    public long orderSeed() {
        return orderSeed;
    }

    /** Its A/A control, if it registers one. */
    public Optional<Claim> control() {
        return claims.stream().filter(Claim::control).findFirst();
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

    /** Registry v3 if the lab's folder has one, else registry v2. */
    public static ClaimRegistry current(Path home) throws IOException {
        Path v3 = home.resolve(V3_PATH);
        return read(java.nio.file.Files.isRegularFile(v3) ? v3 : home.resolve(PATH));
    }

    public static ClaimRegistry read(Path file) throws IOException {
        JsonNode root = YAML.readTree(file.toFile());
        if (root == null || !root.path("claims").isArray()) {
            throw new IllegalArgumentException("'" + file + "' has no claims: list");
        }
        RegistryDefaults defaults;
        try {
            defaults = RegistryDefaults.read(root);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + file + "': " + e.getMessage(), e);
        }
        List<Claim> claims = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (JsonNode node : root.path("claims")) {
            Claim claim = claim(node, defaults);
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
            int version = root.path("registry").asInt(1);
            SuiteBudget budget = SuiteBudget.read(root);
            return new ClaimRegistry(claims, RegistryRules.read(root), budget, version,
                    file.toAbsolutePath().getParent(), version >= 3 ? Optional.of(registration(root, budget, claims))
                    : Optional.empty(), root.path("order_seed").asLong(ClaimRunner.ORDER_SEED));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + file + "': " + e.getMessage(), e);
        }
    }

    /**
     * Registry v3's registration: when and at which commit, its one control, and every rule it is judged by, stated
     * rather than defaulted (a registration that leaves one out would be judged by a rule nobody registered); what is
     * missing fails the load.
     */
    private static FreshRows registration(JsonNode root, SuiteBudget budget, List<Claim> claims) {
        String commit = root.path("registered_commit").asText("");
        if (budget.registeredAt().isEmpty() || commit.isBlank()) {
            throw new IllegalArgumentException("registry 3 states registered_at: (an ISO-8601 instant) and "
                    + "registered_commit: (the commit that registered it)");
        }
        long controls = claims.stream().filter(Claim::control).count();
        if (controls != 1) {
            throw new IllegalArgumentException("registry 3 registers one A/A control (control: true), not " + controls);
        }
        for (String rule : V3_STATED) {
            if (!root.has(rule)) {
                throw new IllegalArgumentException("registry 3 states " + rule + ": (it is not defaulted)");
            }
        }
        if (!"holm".equalsIgnoreCase(root.path("significance").asText())) {
            throw new IllegalArgumentException("registry 3 adjusts with significance: holm, not '"
                    + root.path("significance").asText() + "'");
        }
        int minRounds = root.path("min_rounds").asInt();
        for (JsonNode node : root.path("claims")) {
            JsonNode experiment = node.path("experiment");
            // the control runs in every block, so its rounds are the suite's; a claim sharing rows has its owner's
            if (!node.path("control").asBoolean(false) && experiment.path("untestable").asText("").isBlank()
                    && experiment.path("rows_of").asText("").isBlank() && experiment.path("rounds").asInt(0) < minRounds) {
                throw new IllegalArgumentException("claim " + node.path("id").asText() + ": registry 3 states its "
                        + "experiment: rounds: (at least min_rounds, " + minRounds + "), not '"
                        + experiment.path("rounds").asText("") + "'");
            }
        }
        long directional = claims.stream().filter(c -> !c.control()).flatMap(c -> c.comparisons().stream())
                .filter(c -> c.direction() != ClaimedDirection.SAME).count();
        if (root.path("holm_m").asLong(-1) != directional) {
            throw new IllegalArgumentException("registry 3's holm_m: is '" + root.path("holm_m").asText("")
                    + "', but its claims hold " + directional + " directional comparisons (the control's aside)");
        }
        return new FreshRows(budget.registeredAt().get(), commit);
    }

    /** What registry v3 states at its top level: the design, window, margin, family, budget, seed and round rules. */
    private static final List<String> V3_STATED = List.of("design", "window", "margin", "significance", "holm_m",
            "budget_minutes", "order_seed", "min_rounds", "target_half_width");

    private static Claim claim(JsonNode node, RegistryDefaults defaults) {
        String id = required(node, "id", "a claim");
        JsonNode experiment = node.path("experiment");
        Metric window;
        Design design;
        double margin;
        try {
            window = experiment.has("window") ? RegistryDefaults.window(experiment.path("window").asText()) : defaults.window();
            design = experiment.has("design") ? RegistryDefaults.design(experiment.path("design").asText())
                    : experiment.has("mode") ? RegistryDefaults.mode(experiment.path("mode").asText()) : defaults.design();
            margin = RegistryDefaults.margin(node.path("margin"), defaults.margin());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("claim " + id + ": " + e.getMessage(), e);
        }
        Metric metric = windowed(metric(required(node, "primary_metric", id), id), window);
        ClaimedDirection direction = ClaimedDirection.parse(required(node, "expected_direction", id));
        Map<String, String> baseline = level(experiment.path("baseline"));
        List<ClaimComparison> comparisons = new ArrayList<>();
        for (JsonNode c : experiment.path("comparisons")) {
            JsonNode effect = c.path("published_effect");
            comparisons.add(new ClaimComparison(c.has("baseline") ? level(c.path("baseline")) : baseline,
                    level(c.path("contender")), c.has("metric") ? windowed(metric(c.path("metric").asText(), id), window) : metric,
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
                metric, node.path("note").asText(""), comparisons, design,
                conditions(experiment.path("conditions"), id),
                experiment.path("max_rounds").asInt(experiment.path("rounds").asInt(3)),
                node.path("control").asBoolean(false), experiment.path("untestable").asText(""),
                experiment.path("rows_of").asText(""), margin);
    }

    /** docs/s judged on the claim's window; any other metric as it is. */
    private static Metric windowed(Metric metric, Metric window) {
        return metric == Metric.DOCS_PER_S ? window : metric;
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
