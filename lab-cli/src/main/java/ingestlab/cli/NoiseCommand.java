package ingestlab.cli;

import ingestlab.metrics.Metric;
import ingestlab.report.AdoptionRule;
import ingestlab.report.CompleteRounds;
import ingestlab.report.DesignNoiseTable;
import ingestlab.report.DesignRounds;
import ingestlab.report.ExpectedRatio;
import ingestlab.report.NoiseTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code lab noise}: the noise floor of A/A runs, sequential and duet, as reports/noise.md tabulates it. */
@Command(name = "noise", mixinStandardHelpOptions = true, showDefaultValues = true, sortOptions = false,
        description = {
            "The noise floor of A/A runs (one config against itself): per file, the standard deviation of the pairs' "
                    + "log ratio, the 95%% t half-width the mean of 8 pairs would have, and the pairs a ±3%% "
                    + "half-width needs.",
            "A duet's file (lab sweep --duet of one config) pairs by duet_pair; a sequential one pairs its trials in "
                    + "run order at each --lag."})
final class NoiseCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Result CSVs of A/A runs.")
    List<Path> files;

    @Option(names = "--metric", paramLabel = "METRIC", defaultValue = "docs_per_s", description = "The metric "
            + "whose ratios are paired (with --designs, a comma list).")
    String metric;

    @Option(names = "--lag", paramLabel = "L[,L...]", split = ",", defaultValue = "1,3", description = "A sequential "
            + "run's pairings: each trial with the one L places later in run order (1: back to back; 3: as far as a "
            + "round of four configs puts a baseline and its contender).")
    List<Integer> lags = new ArrayList<>();

    @Option(names = "--designs", description = "The files are a design study's (lab study, laid out as "
            + "BATCH/WORKLOAD/DESIGN.csv): compare the designs on its complete rounds (every design ran every config), "
            + "per batch and workload, then each batch's workloads pooled, on each --metric (a comma list).")
    boolean designs;

    @Option(names = "--baseline", paramLabel = "LABEL", defaultValue = "A", description = "With --designs: the label "
            + "every ratio is over.")
    String baseline;

    @Option(names = "--aa", paramLabel = "LABEL", defaultValue = "B", description = "With --designs: the label of the "
            + "A/A partner.")
    String aa;

    @Option(names = "--effects", paramLabel = "LABEL[,LABEL...]", split = ",", defaultValue = "k1,k2",
            description = "With --designs: labels of known effects, each estimated against --baseline.")
    List<String> effects = new ArrayList<>();

    @Option(names = "--rule", paramLabel = "BATCH[,BATCH...]", split = ",", description = "With --designs: apply "
            + "the adoption rule of reports/noise/design-study/rule.md over these batches (folder names), every one "
            + "of which it needs; the first --metric decides, the others are second readings.")
    List<String> ruleBatches = new ArrayList<>();

    @Option(names = "--rule-rounds", paramLabel = "N", defaultValue = "12", description = "With --rule: the complete "
            + "rounds each batch needs of each workload before the rule is decided.")
    int ruleRounds;

    @Option(names = "--expected", paramLabel = "LABEL=RATIO|FILE", description = "With --rule: the known effect the "
            + "rule checks and its expected ratio E, a number or lab calibrate --calibration-cost's output.")
    String expected;

    @Override
    public Integer call() throws IOException {
        CommandLine cli = commandSpec.commandLine();
        for (String name : metric.split(",")) {
            if (Metric.find(name.trim()).isEmpty()) {
                throw BadInput.option(cli, "--metric", "'" + name.trim() + "' is not a metric of the result file "
                        + "(docs/columns.md lists them)");
            }
        }
        if (designs) {
            return compareDesigns(cli, registration(cli));
        }
        if (!ruleBatches.isEmpty() || expected != null) {
            throw BadInput.option(cli, ruleBatches.isEmpty() ? "--expected" : "--rule", "only with --designs");
        }
        if (metric.contains(",")) {
            throw BadInput.option(cli, "--metric", "'" + metric + "' names several metrics; without --designs give "
                    + "one");
        }
        for (int lag : lags) {
            if (lag < 1) {
                throw BadInput.option(cli, "--lag", "'" + lag + "' is not allowed (must be at least 1)");
            }
        }
        NoiseTable table = new NoiseTable();
        for (Path file : files) {
            table.add(file.toString(), ResultInputs.read(cli, List.of(file), "FILE").counted(), metric, lags);
        }
        cli.getOut().print(table.render());
        cli.getOut().flush();
        return 0;
    }

    private static String name(Path folder) {
        return folder == null || folder.getFileName() == null ? "" : folder.getFileName().toString();
    }

    /** The adoption rule --rule asks for, or null; its options checked before anything is read. */
    private AdoptionRule.Registration registration(CommandLine cli) {
        if (ruleBatches.isEmpty()) {
            if (expected != null) {
                throw BadInput.option(cli, "--expected", "only with --rule");
            }
            return null;
        }
        if (ruleRounds < 1) {
            throw BadInput.option(cli, "--rule-rounds", "'" + ruleRounds + "' is not allowed (must be at least 1)");
        }
        if (expected == null) {
            throw BadInput.option(cli, "--rule", "needs --expected LABEL=RATIO|FILE, the known effect it checks");
        }
        int eq = expected.indexOf('=');
        if (eq < 1 || eq == expected.length() - 1) {
            throw BadInput.option(cli, "--expected", "'" + expected + "' is not LABEL=RATIO or LABEL=FILE (such as "
                    + "k1=0.917, or k1=expected-k1.txt, lab calibrate's output)");
        }
        String label = expected.substring(0, eq);
        double ratio = BadInput.checkOption(cli, "--expected", () -> ExpectedRatio.read(expected.substring(eq + 1)));
        return new AdoptionRule.Registration(ruleBatches, ruleRounds, baseline, aa, label, ratio);
    }

    /** Every design against the others on the rounds they share, per batch and workload, then each batch pooled. */
    private int compareDesigns(CommandLine cli, AdoptionRule.Registration rule) throws IOException {
        // lab study's layout: BATCH/WORKLOAD/DESIGN.csv; the batch is the folder's folder.
        List<DesignRounds.BatchRow> measured = new ArrayList<>();
        for (Path file : files) {
            Path folder = file.toAbsolutePath().getParent();
            String batch = folder == null ? "" : name(folder.getParent());
            for (Map<String, String> row : ResultInputs.read(cli, List.of(file), "FILE").counted()) {
                measured.add(new DesignRounds.BatchRow(batch, row));
            }
        }
        // Only complete rounds count (every design ran every config), as the study's registration defines them.
        CompleteRounds complete = CompleteRounds.of(measured);
        Map<String, List<DesignRounds.BatchRow>> byWorkload = new LinkedHashMap<>();
        Map<String, List<DesignRounds.BatchRow>> byBatch = new LinkedHashMap<>();
        for (DesignRounds.BatchRow tagged : complete.rows()) {
            String workload = DesignRounds.experimentName(DesignRounds.roundOf(tagged).experiment());
            byWorkload.computeIfAbsent(tagged.batch() + "/" + workload, k -> new ArrayList<>()).add(tagged);
            byBatch.computeIfAbsent(tagged.batch(), k -> new ArrayList<>()).add(tagged);
        }
        DesignNoiseTable table = new DesignNoiseTable(baseline, aa, effects);
        List<String> metrics = Arrays.stream(metric.split(",")).map(String::trim).toList();
        for (String name : metrics) {
            byWorkload.forEach((label, rows) -> table.add(label, rows, name));
            byBatch.forEach((batch, rows) -> table.add(batch + " (pooled)", rows, name));
        }
        StringBuilder out = new StringBuilder(table.render());
        if (!complete.leftOut().isEmpty()) {
            out.append("\nLeft out, as not complete rounds: ").append(String.join("; ", complete.leftOut()))
                    .append(".\n");
        }
        if (rule != null) {
            for (String name : metrics) {
                boolean deciding = name.equals(metrics.getFirst());
                out.append('\n').append(AdoptionRule.of(rule, complete, name).render(name, deciding));
            }
        }
        cli.getOut().print(out);
        cli.getOut().flush();
        return 0;
    }
}
