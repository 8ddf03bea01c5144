package ingestlab.claims;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClaimsReportTest {
    private static final String REGISTRY = """
            claims:
              - id: shards
                source: A publisher, a title
                statement: "more shards index faster"
                experiment:
                  sweep: reports/claims/sweeps/shards.yaml
                  baseline: {shards: 1}
                  comparisons:
                    - {contender: {shards: 2}, published_effect: 1.5}
                    - {contender: {shards: 2}, metric: merges, expected_direction: lower}
                  rounds: 4
                primary_metric: docs_per_s
                expected_direction: higher
              - id: unrun
                source: Another publisher, another title
                statement: "something"
                experiment:
                  sweep: reports/claims/sweeps/unrun.yaml
                  baseline: {replicas: 1}
                  comparisons:
                    - {contender: {replicas: 0}}
                primary_metric: docs_per_s
                expected_direction: higher
            """;

    @Test
    void verdictsComeFromTheCsvAndAClaimWithoutOneIsNotRunYet(@TempDir Path dir) throws Exception {
        Path registryFile = dir.resolve("claims.yaml");
        Files.writeString(registryFile, REGISTRY);
        StringBuilder csv = new StringBuilder("trial,status,warmup,shards,docs_per_s,merges,cpu_s,elapsed_s\n");
        double[] load = {1000, 1100, 900, 1050, 980};
        double[] gain = {1.4, 1.45, 1.5, 1.55, 1.5};
        for (int t = 0; t < load.length; t++) {
            csv.append(String.format(Locale.ROOT, "%d,ok,false,1,%.1f,10,20,10%n", t + 1, load[t]));
            csv.append(String.format(Locale.ROOT, "%d,ok,false,2,%.1f,12,20,10%n", t + 1, load[t] * gain[t]));
        }
        Files.writeString(dir.resolve("shards.csv"), csv);
        ClaimsReport report = new ClaimsReport(ClaimRegistry.read(registryFile), dir);

        Claim shards = ClaimRegistry.read(registryFile).find("shards").orElseThrow();
        JudgedClaim claim = new ClaimJudge(dir, RegistryRules.DEFAULTS).judge(shards);
        java.util.List<JudgedComparison> judged = claim.comparisons();
        assertThat(judged.get(0).verdict()).isEqualTo(ClaimVerdict.REPRODUCED);
        assertThat(judged.get(0).effect().mean()).as("the geometric mean of the rounds' ratios")
                .isCloseTo(Math.pow(1.4 * 1.45 * 1.5 * 1.55 * 1.5, 0.2), org.assertj.core.api.Assertions.within(1e-9));
        assertThat(judged.get(1).verdict()).as("merges rose 10 -> 12").isEqualTo(ClaimVerdict.CONTRADICTED);
        assertThat(claim.verdict()).isEqualTo(ClaimVerdict.CONTRADICTED);

        String markdown = report.markdown();
        assertThat(markdown).contains("| shards", String.format(Locale.ROOT, "%.3f", Math.pow(1.4 * 1.45 * 1.5 * 1.55 * 1.5, 0.2)), "contradicted", "## unrun: not run yet",
                "## shards: contradicted").containsPattern("was reached by [01] of the claims. 1 docs/s comparisons");
        assertThat(markdown).isEqualTo(report.markdown()); // the same files give the same text (--check)
        assertThat(markdown).contains("**Explanation:** not written yet.");
        Files.writeString(dir.resolve(ClaimExplanations.FILE), "shards: >\n  Two shards use both cores.\n");
        assertThat(report.markdown()).contains("**Explanation:** Two shards use both cores.")
                .doesNotContain("## unrun: not run yet\n\n**Explanation");
        report.writeCharts();
        assertThat(dir.resolve("shards.png")).isNotEmptyFile();
        assertThat(dir.resolve("shards.svg")).isNotEmptyFile();
        assertThat(dir.resolve("unrun.png")).doesNotExist();
    }

    @Test
    void aMetricNeitherLevelEverReachedIsJudgedUnchangedAndSaidSo(@TempDir Path dir) throws Exception {
        Path registryFile = dir.resolve("claims.yaml");
        Files.writeString(registryFile, REGISTRY);
        StringBuilder csv = new StringBuilder("trial,status,warmup,shards,docs_per_s,merges,cpu_s,elapsed_s\n");
        for (int t = 1; t <= 5; t++) {
            csv.append(String.format(Locale.ROOT, "%d,ok,false,1,1000,0,20,10%n", t));
            csv.append(String.format(Locale.ROOT, "%d,ok,false,2,%d,0,20,10%n", t, 1500 + t));
        }
        Files.writeString(dir.resolve("shards.csv"), csv);
        ClaimsReport report = new ClaimsReport(ClaimRegistry.read(registryFile), dir);

        java.util.List<JudgedComparison> judged = new ClaimJudge(dir, RegistryRules.DEFAULTS).judge(ClaimRegistry.read(registryFile)
                .find("shards").orElseThrow()).comparisons();
        assertThat(judged.get(1).verdict()).as("no merges on either side: run, and nothing changed, exactly")
                .isEqualTo(ClaimVerdict.ABSENT);
        assertThat(report.markdown()).contains("## shards: absent", "**Measured in:** 10 trials; lab unknown")
                .contains("merges: absent (merges was 0 in every trial of both levels");
    }

    @Test
    void anUntestableClaimIsNotTestedWithOrWithoutRowsAndTheSuiteDoesNotRunIt(@TempDir Path dir) throws Exception {
        Path registryFile = dir.resolve("claims.yaml");
        Files.writeString(registryFile, REGISTRY.replace("""
                  comparisons:
                    - {contender: {replicas: 0}}
            """, """
                  comparisons:
                    - {contender: {replicas: 0}}
                  untestable: "one node holds every copy"
            """));
        ClaimRegistry registry = ClaimRegistry.read(registryFile);
        Claim unrun = registry.find("unrun").orElseThrow();
        ClaimJudge judge = new ClaimJudge(dir, RegistryRules.DEFAULTS);
        assertThat(judge.judge(unrun).comparisons().getFirst().verdict()).as("no rows: not tested, not \"not run\"")
                .isEqualTo(ClaimVerdict.NOT_TESTED);
        StringBuilder csv = new StringBuilder("trial,status,warmup,replicas,docs_per_s,cpu_s,elapsed_s\n");
        for (int t = 1; t <= 5; t++) {
            csv.append(String.format(Locale.ROOT, "%d,ok,false,1,1000,20,10%n", t));
            csv.append(String.format(Locale.ROOT, "%d,ok,false,0,%d,20,10%n", t, 1500 + t));
        }
        Files.writeString(dir.resolve("unrun.csv"), csv);
        assertThat(judge.judge(unrun).comparisons().getFirst().verdict()).as("a clear ratio does not make it tested")
                .isEqualTo(ClaimVerdict.NOT_TESTED);
        assertThat(SuiteRun.claims(registry, registry.claims())).extracting(Claim::id).containsExactly("shards");
    }
}
