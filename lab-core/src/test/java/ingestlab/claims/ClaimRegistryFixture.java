package ingestlab.claims;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * A lab folder whose registries v2 and v3 hold one claim, {@code shards} (more shards index faster), v3 registered at
 * {@link #REGISTERED_AT} at commit {@link #REGISTERED_COMMIT}, and the claim's rows: for the tests of rows older than
 * their registry, in lab-core ({@code FreshRowsTest}) and through {@code lab claims report --check} in lab-cli
 * (lab-core's test jar holds this class only).
 */
public final class ClaimRegistryFixture {
    public static final String REGISTERED_AT = "2026-11-27T06:00:00Z";
    public static final String REGISTERED_COMMIT = "abc1234";
    private static final String CLAIM = """
            claims:
              - id: shards
                source: S
                statement: "more shards index faster"
                experiment:
                  sweep: shards.yaml
                  baseline: {shards: 1}
                  comparisons:
                    - {contender: {shards: 2}}
                  rounds: 5
                primary_metric: docs_per_s
                expected_direction: higher
            """;
    /** What registry v3 must state besides its registration (none of it defaulted), for a registry of one claim. */
    public static final String V3_RULES = v3Rules(1, 360, 5);
    /** Registry v3's one A/A control, a claim item to append to a {@code claims:} list. */
    public static final String CONTROL = """
              - id: aa
                source: the lab
                statement: "A/A"
                control: true
                experiment:
                  sweep: aa.yaml
                  baseline: {label: A}
                  comparisons:
                    - {contender: {label: B}}
                  rounds: 5
                primary_metric: docs_per_s
                expected_direction: same
            """;

    private ClaimRegistryFixture() {}

    /**
     * Registry v3's rules (what it must state besides its registration and claims): sequential, judged on
     * {@code docs_per_s} within 5%, Holm over {@code holmM} comparisons, seed 42, a ±3% target.
     */
    public static String v3Rules(int holmM, int budgetMinutes, int minRounds) {
        return """
                design: sequential
                window: docs_per_s
                margin: 0.05
                significance: holm
                holm_m: %d
                budget_minutes: %d
                order_seed: 42
                min_rounds: %d
                target_half_width: 0.03
                """.formatted(holmM, budgetMinutes, minRounds);
    }

    /** Writes both registries under {@code home}; returns where registry v3's rows of the claim go (not written). */
    public static Path registries(Path home) throws IOException {
        Files.createDirectories(home.resolve("reports/claims/v3"));
        Files.writeString(home.resolve(ClaimRegistry.PATH), "registry: 2\n" + CLAIM);
        Files.writeString(home.resolve(ClaimRegistry.V3_PATH), "registry: 3\nregistered_at: " + REGISTERED_AT
                + "\nregistered_commit: " + REGISTERED_COMMIT + "\n" + V3_RULES + CLAIM + CONTROL);
        return home.resolve("reports/claims/v3/shards.csv");
    }

    /** Writes five rounds of the claim's two arms (the contender about 1.5 times faster), every row started then. */
    public static void rows(Path file, String startedAt) throws IOException {
        StringBuilder csv = new StringBuilder(
                "trial,status,warmup,shards,docs_per_s,merges,cpu_s,elapsed_s,started_at\n");
        for (int t = 1; t <= 5; t++) {
            csv.append(String.format(Locale.ROOT, "%d,ok,false,1,1000,0,20,10,%s%n", t, startedAt));
            csv.append(String.format(Locale.ROOT, "%d,ok,false,2,%d,0,20,10,%s%n", t, 1500 + 10 * t, startedAt));
        }
        Files.createDirectories(file.getParent());
        Files.writeString(file, csv);
    }
}
