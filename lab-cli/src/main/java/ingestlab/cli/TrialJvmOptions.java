package ingestlab.cli;

import ingestlab.fork.CannotPin;
import ingestlab.fork.CpuAffinity;
import ingestlab.fork.CpuHalves;
import ingestlab.fork.Pinning;
import ingestlab.settings.Interval;
import ingestlab.sweep.BadSweepInput;
import ingestlab.sweep.SweepConfigs;
import ingestlab.sweep.SweepMode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * How and where {@code lab sweep} runs each trial's JVM: its flags and timeout, in this JVM instead, in duet pairs or
 * pinned to CPUs; each checked before anything is written, a bad one refused as bad input (exit 2).
 */
final class TrialJvmOptions {
    @Option(names = "--jvm-args", paramLabel = "ARGS", defaultValue = "", description = "More flags for each trial's "
            + "JVM, space separated.")
    String jvmArgs;

    @Option(names = "--no-fork", description = "Run every trial in this JVM (for debugging: JIT, GC and heap state "
            + "then carry over between trials).")
    boolean noFork;

    @Option(names = "--trial-timeout", paramLabel = "DURATION", defaultValue = "off", description = "A trial still "
            + "running after this is killed and recorded as failed.")
    String trialTimeout;

    @Option(names = "--duet", description = "Run the trials in duet pairs: the first config with each other one in "
            + "turn (a lone config with itself), both JVMs of a pair at once, each pinned to its half of the CPUs "
            + "(Linux, taskset), halves swapped every round; a pair is recorded whole or not at all. Default: off, "
            + "unless the sweep file says mode: duet (trials then run one after another).")
    boolean duet;

    @Option(names = "--cpus", paramLabel = "LIST", description = "Pin every trial's JVM to these CPUs (Linux "
            + "taskset list, such as 0 or 0-1), told their count (-XX:ActiveProcessorCount) and running G1, one trial "
            + "at a time; settings sized from the CPU count (write threads, merge threads) resolve for them. Rows "
            + "record cpus and design=pinned. Default: none, unless the sweep file says cpus:.")
    String cpus;

    /** --trial-timeout, or null for none. */
    Duration timeout(CommandLine cli) {
        Interval interval = BadInput.checkOption(cli, "--trial-timeout", () -> Interval.parse(trialTimeout));
        return interval.isOff() ? null : Duration.ofMillis(interval.millis());
    }

    /** --duet, or else the sweep file's mode: (sequential without one); a bad file is refused as bad input. */
    SweepMode mode(CommandLine cli, Path file) {
        if (duet) {
            return SweepMode.DUET;
        }
        try {
            return SweepConfigs.placementOf(file).mode();
        } catch (BadSweepInput e) {
            throw BadInput.sweep(cli, e);
        }
    }

    /** --cpus, or else the sweep file's cpus: (null for neither). */
    private String cpuList(CommandLine cli, Path file) {
        try {
            return cpus != null ? cpus : SweepConfigs.placementOf(file).cpus();
        } catch (BadSweepInput e) {
            throw BadInput.sweep(cli, e);
        }
    }

    /**
     * Where --cpus (or the sweep file's cpus:) pins every trial: bad input with --no-fork, or where the list names a
     * CPU this process may not use; null when not pinned.
     */
    Pinning pinning(CommandLine cli, Path file) {
        String option = cpus != null ? "--cpus" : "--file";
        String list = cpuList(cli, file);
        if (list == null) {
            return null;
        }
        if (noFork) {
            throw BadInput.option(cli, option, "a pinned trial runs in a JVM of its own: not with --no-fork");
        }
        try {
            return CpuAffinity.pinning(list);
        } catch (CannotPin e) {
            throw BadInput.option(cli, option, e.getMessage());
        }
    }

    /**
     * The CPU halves of a duet: bad input with --cpus (or the file's cpus:), with --no-fork, or where each side cannot
     * have CPUs of its own. Named by --duet, or by --file when the file's mode: asked for the duet.
     */
    CpuHalves halves(CommandLine cli, Path file) {
        String option = duet ? "--duet" : "--file";
        String pinned = cpuList(cli, file);
        if (pinned != null) {
            throw BadInput.option(cli, cpus != null ? "--cpus" : "--file", "a duet pins each side to its half of the "
                    + "CPUs itself: not with " + option + " (cpus " + pinned + ")");
        }
        if (noFork) {
            throw BadInput.option(cli, option, "a duet runs each trial in a JVM of its own, pinned to its CPUs: not "
                    + "with --no-fork");
        }
        try {
            return CpuAffinity.halves();
        } catch (CannotPin e) {
            throw BadInput.option(cli, option, e.getMessage());
        }
    }

    /** A fresh JVM running {@code lab child}, with the sweep's heap and {@code --jvm-args}. */
    List<String> childCommand(long heapBytes) {
        List<String> flags = new ArrayList<>();
        for (String arg : jvmArgs.trim().split("\\s+")) {
            if (!arg.isEmpty()) {
                flags.add(arg);
            }
        }
        return ChildJvm.command(heapBytes, flags);
    }
}
