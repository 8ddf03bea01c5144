package ingestlab.cli;

import ingestlab.report.JmhReport;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code lab report FILES...}: statistics of lab result files ({@link ResultsReport}); {@code lab report --jmh
 * results.json}: JMH's JSON results as CSVs and markdown tables.
 */
@Command(name = "report", mixinStandardHelpOptions = true, sortOptions = false, showDefaultValues = true,
        description = {
            "lab report FILES...: per metric, one row per config (trials with equal factors) with n, mean, median, "
                    + "sd, CV and a 95%% confidence interval; only status=ok trials, warm-ups left out.",
            "lab report --jmh FILE:",
            "Turn JMH's results.json into a report folder: results.json, throughput.csv, segments.csv, tables.md "
                    + "(one table per benchmark, best value per column in bold) and environment.csv.",
            "The environment is the results' own: the forks' JDK, VM and flags from results.json, the lab's version, "
                    + "git sha, Lucene version, GC, OS, host, CPU, cores, memory and work file system from the "
                    + "lab-environment.jsonl the forks wrote beside it.",
            "The Maven profiles -Pjmh and -Pjmh-full do this after every run (docs/jmh.md)."})
final class ReportCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @CommandLine.Mixin
    ResultsReport results;

    @Option(names = "--jmh", paramLabel = "FILE",
            description = "JMH results in JSON (-rf json), e.g. reports/jmh/<timestamp>/results.json.")
    Path jmh;

    @Option(names = "--out", paramLabel = "DIR", description = "With --jmh: folder to write (default: a new "
            + "reports/jmh/<UTC timestamp>/ in the lab's folder).")
    Path out;

    @Override
    public Integer call() throws IOException {
        if (jmh == null || results.wanted()) {
            if (jmh != null) {
                throw bad("give either result FILES or --jmh, not both");
            }
            if (!results.wanted()) {
                throw new CommandLine.ParameterException(commandSpec.commandLine(),
                        "Missing result FILES (lab run's CSVs) or --jmh=FILE");
            }
            return results.run(commandSpec.commandLine());
        }
        results.refuseBesideJmh(commandSpec.commandLine());
        if (!Files.isRegularFile(jmh)) {
            throw bad("'" + jmh + "' does not exist or is not a file");
        }
        JmhReport report;
        try {
            report = JmhReport.read(jmh);
        } catch (IllegalArgumentException e) {
            throw bad(e.getMessage());
        }
        if (out != null) {
            BadInput.checkWritableFolder(commandSpec.commandLine(), "--out", out);
        }
        Path folder = out != null ? out : JmhReport.newFolder(LabHome.path().resolve("reports/jmh"));
        report.writeTo(jmh, folder);
        PrintWriter stdout = commandSpec.commandLine().getOut();
        stdout.print(Files.readString(folder.resolve(JmhReport.TABLES_MD)));
        stdout.printf("%nWrote %s, %s, %s, %s and %s to %s%n", JmhReport.RESULTS_JSON, JmhReport.THROUGHPUT_CSV,
                JmhReport.SEGMENTS_CSV, JmhReport.TABLES_MD, JmhReport.ENVIRONMENT_CSV, folder);
        stdout.flush();
        return 0;
    }

    private CommandLine.ParameterException bad(String detail) {
        return BadInput.option(commandSpec.commandLine(), "--jmh", detail);
    }
}
