package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import ingestlab.claims.Claim;
import ingestlab.claims.ClaimRegistry;
import ingestlab.claims.ClaimRunner;
import ingestlab.claims.EngineClaims;
import ingestlab.settings.ByteSize;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every committed sweep file expands to the configs, by config hash, that the committed CSVs it produced record: a
 * config hash that moved would split a resumed sweep and orphan its published rows. A sweep file with no committed
 * CSV (or one written before rows had hashes) is pinned to the hashes it gives today.
 */
class SweepFileHashesTest {
    private static final Path HOME = Path.of("..");
    private static final Pattern CONFIG_LINE = Pattern.compile("^  ([0-9a-f]{12})  .*$", Pattern.MULTILINE);

    /** The CSV each report's sweep file produced, as the report says (its "How" or "Reproduce" line, or its run.sh). */
    private static final Map<String, String> CSV_OF_SWEEP = Map.ofEntries(
            Map.entry("reports/pr94607/pr94607.yaml", "reports/pr94607/table.csv"),
            Map.entry("reports/pr94607/pr94607-ablations.yaml", "reports/pr94607/ablations.csv"),
            Map.entry("reports/durability-200k/durability.yaml", "reports/durability-200k/durability-200k.csv"),
            Map.entry("reports/search-cost/search-cost.yaml", "reports/search-cost/structure.csv"),
            Map.entry("reports/search-cost/search-cost-factors.yaml", "reports/search-cost/factors.csv"),
            Map.entry("reports/noise/aa-http_logs.yaml", "reports/noise/aa-http_logs-sequential.csv"),
            Map.entry("reports/noise/aa-logs.yaml", "reports/noise/aa-logs-sequential.csv"),
            Map.entry("reports/noise/aa-europarl.yaml", "reports/noise/aa-europarl-sequential.csv"),
            Map.entry("reports/noise/ab-replicas.yaml", "reports/noise/ab-replicas-sequential.csv"),
            Map.entry("reports/pr94607-scale/w2-b2mb.yaml", "reports/pr94607-scale/w2-b2mb.csv"),
            Map.entry("reports/pr94607-scale/w2-b4mb.yaml", "reports/pr94607-scale/w2-b4mb.csv"),
            Map.entry("reports/pr94607-scale/w2-b8mb.yaml", "reports/pr94607-scale/w2-b8mb.csv"),
            Map.entry("reports/pr94607-scale/w8-b1mb.yaml", "reports/pr94607-scale/w8-b1mb.csv"),
            Map.entry("reports/pr94607-scale/w8-b4mb.yaml", "reports/pr94607-scale/w8-b4mb.csv"),
            Map.entry("reports/pr94607-scale/w8-b8mb.yaml", "reports/pr94607-scale/w8-b8mb.csv"));

    /** Sweep files whose rows are not committed with their hashes: the hashes they expand to now. */
    private static final Map<String, Set<String>> PINNED = Map.of(
            "docs/examples/buffer-size.yaml", Set.of("2992dfd20986", "e0169f8e378e", "f880fe454b28"),
            "reports/codecs-200k/codecs-200k.yaml", Set.of("04710d10f9eb", "07fc20215a96", "0f16104b5ff1",
                    "22d487ea3be0", "2735c85eab31", "562d7f5dec9a", "57b4b25467df", "8715a85191d1", "9af7fe5194b0",
                    "a6b4002d578f", "b4eeba0fd8c3", "c1864a14a8d6", "c6c5059f8ea3", "d9cea85bac5c"),
            "reports/flagship/flagship.yaml", Set.of("06ad09f2ad1b", "143e126e329c", "2985bad4c6f4", "825a8e875cf1",
                    "8a174511053b", "b6339c83bf30", "bba0e45ad34e", "ee0f8c547eb9", "f880fe454b28", "ffbb1ad86501"),
            "docs/examples/refresh-interval.yaml", Set.of("542c90eb2582", "5b26621902db", "c913a314183d",
                    "fc6599326493"),
            // registered before their first row (predictions.md): pinned until their CSVs exist
            "reports/pr94607-mechanism/w2-b1mb-floors.yaml", Set.of("915f73f94539", "189301f7a0cb", "edbd83c7845b",
                    "1864dd8a4f50", "4b1c12808f6a", "bf583ac1a569"),
            "reports/pr94607-mechanism/w2-b4mb-floors.yaml", Set.of("959709a51067", "199365dd96dd", "12a593259bb5",
                    "48e22bc87808", "965308158b56", "1e8bbc4afe84"),
            // registered before their first row (candidate.md): pinned until their CSVs exist
            "reports/pr94607-mechanism/candidate-w2-b1mb.yaml", Set.of("610177a3f546", "5432159ceb2b"),
            "reports/pr94607-mechanism/candidate-w2-b4mb.yaml", Set.of("0c57f18a2eca", "3d92297758b1"),
            "reports/pr94607-mechanism/candidate-w2-b8mb.yaml", Set.of("baac0f465c00", "4e50c1e91acc"));

    @Test
    void everyReportSweepFileGivesTheHashesOfItsCommittedRows() throws IOException {
        List<String> files = sweepFiles();
        assertThat(files).containsAll(CSV_OF_SWEEP.keySet()).containsAll(PINNED.keySet());
        for (String name : files) {
            Set<String> expected = CSV_OF_SWEEP.containsKey(name) ? hashesIn(HOME.resolve(CSV_OF_SWEEP.get(name)))
                    : PINNED.get(name);
            assertThat(expected).as("%s is neither mapped to a CSV nor pinned", name).isNotNull();
            assertThat(expandedHashes(HOME.resolve(name))).as(name).isEqualTo(new TreeSet<>(expected));
        }
    }

    /**
     * The sweep files of every report folder ({@code reports/<report>/*.yaml}) and of the docs' examples; the claims'
     * folder is the registry's, held by the test below, and reports/runs/ is local output.
     */
    private static List<String> sweepFiles() throws IOException {
        List<String> files = new ArrayList<>();
        for (String folder : List.of("reports", "docs/examples")) {
            try (Stream<Path> listing = Files.walk(HOME.resolve(folder), 2)) {
                listing.filter(f -> f.toString().endsWith(".yaml"))
                        .map(f -> HOME.relativize(f).toString().replace('\\', '/'))
                        .filter(name -> !name.startsWith("reports/claims/") && !name.startsWith("reports/runs/"))
                        // registrations of rules (the fidelity rounds', the claims on the engines) are no sweep files
                        .filter(name -> !name.endsWith("/registry.yaml") && !name.equals(EngineClaims.PATH))
                        .forEach(files::add);
            }
        }
        return files.stream().sorted().toList();
    }

    @Test
    void everyClaimsSweepGivesTheHashesOfItsClaimsCsv() throws IOException {
        ClaimRegistry registry = ClaimRegistry.read(HOME.resolve(ClaimRegistry.PATH));
        for (Claim claim : registry.claims()) {
            Path csv = HOME.resolve("reports/claims/" + claim.rowsId() + ".csv");
            if (!Files.isRegularFile(csv)) {
                continue; // registered, not run yet (the A/A control, the claims re-sized by v2): no rows to hold its hashes against
            }
            assertThat(expandedHashes(HOME.resolve(claim.sweep()))).as(claim.id()).isEqualTo(hashesIn(csv));
            Set<String> runnerHashes = new TreeSet<>();
            CLAIM_RUNNER.configs(claim).configs().forEach(config -> runnerHashes.add(config.hash()));
            assertThat(runnerHashes).as("lab claims run's " + claim.id()).isEqualTo(hashesIn(csv));
        }
    }

    /** What {@code lab claims run} expands each claim's sweep with: the sweep file alone, at the default heap. */
    private static final ClaimRunner CLAIM_RUNNER = new ClaimRunner(new ClaimRunner.Options(HOME, HOME, Map.of(),
            false, null, ByteSize.parse(ChildHeapOption.DEFAULT).bytes(), List.of(), HOME));

    /** The config hashes {@code lab sweep --dry-run} plans for the file (with the default heap, 1g). */
    private static Set<String> expandedHashes(Path file) {
        CliRun run = CliRun.of("sweep", "--file", file.toString(), "--dry-run");
        assertThat(run.exitCode()).as(file + ": " + run.err()).isZero();
        Set<String> hashes = new TreeSet<>();
        Matcher matcher = CONFIG_LINE.matcher(run.out());
        while (matcher.find()) {
            hashes.add(matcher.group(1));
        }
        assertThat(hashes).as(file.toString()).isNotEmpty();
        return hashes;
    }

    private static Set<String> hashesIn(Path csv) throws IOException {
        Set<String> hashes = new LinkedHashSet<>();
        try (MappingIterator<Map<String, String>> rows = new CsvMapper().readerForMapOf(String.class)
                .with(CsvSchema.emptySchema().withHeader()).readValues(csv.toFile())) {
            while (rows.hasNext()) {
                hashes.add(rows.next().get("config_hash"));
            }
        }
        return new TreeSet<>(hashes);
    }
}
