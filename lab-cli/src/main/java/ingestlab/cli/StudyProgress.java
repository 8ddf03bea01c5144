package ingestlab.cli;

import ingestlab.fork.CpuHalves;
import ingestlab.fork.Pinning;
import ingestlab.results.Design;
import ingestlab.sweep.DesignStudy;
import ingestlab.sweep.SweepConfigs;
import java.nio.file.Path;
import java.util.Map;
import ingestlab.sweep.DesignStudyRunner;
import ingestlab.sweep.PlannedTrial;
import ingestlab.sweep.TrialOutcome;
import java.io.PrintWriter;
import java.util.Locale;

/** What {@code lab study} prints as it goes: a line for each design's turn in a round, then one a trial. */
record StudyProgress(PrintWriter err) implements DesignStudyRunner.Listener {
    /** The study: its designs and where they run, each design's configs, and with {@code dryRun} each round's order. */
    static void plan(PrintWriter out, Path file, DesignStudy study, Pinning pinned, CpuHalves halves,
                     Map<Design, SweepConfigs> configs, boolean dryRun) {
        out.printf("Design study: %s, %d round(s) of %s; pinned on CPUs %s, duet on %s%n", file, study.rounds().size(),
                String.join(", ", configs.keySet().stream().map(Design::key).toList()),
                pinned == null ? "-" : pinned.cpus(),
                halves == null ? "-" : halves.first().cpus() + " | " + halves.second().cpus());
        configs.forEach((design, expanded) -> expanded.configs().forEach(c -> out.printf("  %-10s %s  %s%n",
                design.key(), c.hash(), c.label(expanded.axes()))));
        if (dryRun) {
            study.rounds().forEach(r -> out.printf("  round %d: %s%n", r.number(),
                    String.join(" > ", r.order().stream().map(Design::key).toList())));
        }
        out.flush();
    }

    @Override
    public void turn(int round, int rounds, Design design) {
        err.printf("round %d/%d: %s%n", round, rounds, design.key());
        err.flush();
    }

    @Override
    public void finished(int index, int total, PlannedTrial trial, TrialOutcome outcome) {
        err.printf(Locale.ROOT, "  %s trial %d: %s (%.0f s)%n", trial.config().name().isEmpty()
                ? trial.config().hash() : trial.config().name(), trial.trial(),
                outcome.ok() ? String.format(Locale.ROOT, "ok, %.0f docs/s", outcome.docsPerSecond())
                        : "failed: " + outcome.error(), outcome.seconds());
        err.flush();
    }
}
