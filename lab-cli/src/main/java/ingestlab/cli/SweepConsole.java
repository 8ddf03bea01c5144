package ingestlab.cli;

import ingestlab.fork.CpuHalves;
import ingestlab.results.ResultFiles;
import ingestlab.results.TrialSpan;
import ingestlab.sweep.PlannedTrial;
import ingestlab.sweep.SweepConfigs;
import ingestlab.sweep.SweepOutput;
import ingestlab.sweep.SweepPlan;
import ingestlab.sweep.SweepRunner;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** What {@code lab sweep}, and {@code lab claims run} for each claim, print: the plan, where rows go, the summary. */
final class SweepConsole {
    private SweepConsole() {}

    /** The configs, each with its hash, and how many trials they make. */
    static void plan(PrintWriter out, SweepConfigs configs, int warmups, int trials, List<PlannedTrial> plan,
                     SweepPlan.Slice slice) {
        int count = configs.configs().size();
        out.printf("Sweep: %d config%s x (%d warm-up + %d) trials = %d trials%s%n", count, count == 1 ? "" : "s",
                warmups, trials, plan.size(), slice == null ? "" : " in slice " + slice);
        configs.configs().forEach(config -> out.printf("  %s  %s%n", config.hash(), config.label(configs.axes())));
    }

    /**
     * The run id and where rows go, then on {@code err} what the work folder and an older file's columns need said;
     * both flushed, so these lines come before the progress.
     */
    static void starting(PrintWriter out, PrintWriter err, String runId, SweepOutput output, boolean resume,
                         Path workDir) {
        out.printf("  run id %s, rows to %s%s%n", runId, output.files().resultsPath(),
                resume ? " (resuming: " + output.doneTrials() + " trial(s) already there)" : "");
        WorkDirNotes.warnIfRam(workDir, err);
        // a file an older version wrote: which columns its rows leave out, said once
        output.files().notes().forEach(err::println);
        err.flush();
        out.flush();
    }

    /** A duet's pairing and pinning, under its plan. */
    static void duet(PrintWriter out, CpuHalves halves) {
        out.printf("  duet: the first config with each other one in turn (a lone config with itself), both JVMs of a "
                + "pair at once, pinned to CPUs %s and %s (-XX:ActiveProcessorCount=%d), halves swapped every round%n",
                halves.first().cpus(), halves.second().cpus(), halves.first().cpus().size());
    }

    static void ended(PrintWriter out, SweepRunner.Summary summary, ResultFiles files) {
        out.printf("%s: %d trial(s) run (%d failed), %d already in the output; rows in %s%s%n",
                summary.stopped() ? "Stopped" : "Done", summary.ran(), summary.failed(), summary.skipped(),
                files.resultsPath(), summary.stopped() ? "; rerun with --resume to finish" : "");
        if (summary.pairs() > 0) {
            out.printf(Locale.ROOT, "Duet: %d pair(s) run, %d flagged (their trials overlapped less than %.0f%% of "
                    + "their time)%n", summary.pairs(), summary.flaggedPairs(), 100 * TrialSpan.MIN_PAIR_OVERLAP);
        }
        files.companionPaths().forEach((kind, path) -> out.printf("%s in %s%n", kind.contents(), path));
        out.flush();
    }

    /** A sweep with a failed trial, or stopped before its end, exits as failed. */
    static int exitCode(SweepRunner.Summary summary) {
        return summary.failed() > 0 || summary.stopped() ? OneLineErrors.FAILED : 0;
    }
}
