package ingestlab.claims;

import ingestlab.fork.CannotPin;
import ingestlab.sweep.BadSweepInput;
import ingestlab.sweep.SweepOutput;
import ingestlab.sweep.SweepRunner;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code lab claims run} on a registry before v3, and {@code --quick} on any: each claim's sweep in turn through
 * {@link ClaimRunner}, a pilot then its planned rounds (or, quick, a few rounds and its effects). A claim whose sweep
 * cannot start is told to the console and the next one runs; Ctrl-C stops the whole run.
 */
public final class ClaimByClaim {
    /** What a console hears, beside each claim's sweep. */
    public interface Console extends ClaimRunner.Console {
        /** The claim is about to run {@code rounds} rounds (a planned claim's pilot). */
        void claim(Claim claim, int rounds, ClaimRunner runner);

        /** The claim's sweep could not start (a bad sweep file, a file it cannot write, or no pinning here). */
        void refused(Claim claim, Exception reason);

        /** The claim's sweep ended (or was stopped). */
        void ran(Claim claim, SweepRunner.Summary summary);

        /** A quick run's effects, from its rows in {@code csv}. */
        default void quick(Claim claim, List<JudgedComparison> effects, Path csv) {}
    }

    private ClaimByClaim() {}

    /**
     * @param quickRounds rounds of a quick run, or 0 to run each claim's pilot and planned rounds
     */
    public static void run(ClaimRegistry registry, List<Claim> claims, ClaimRunner runner, Path folder,
                           int quickRounds, Console console) throws IOException, InterruptedException {
        boolean quick = quickRounds > 0;
        for (Claim claim : claims) {
            int rounds = quick ? quickRounds : registry.rules().pilotRounds();
            console.claim(claim, rounds, runner);
            SweepRunner.Summary summary;
            try {
                summary = quick ? runner.run(claim, rounds, console) : runner.runPlanned(claim, registry.rules(),
                        console);
            } catch (BadSweepInput | SweepOutput.Refused | CannotPin e) {
                console.refused(claim, e);
                continue;
            }
            console.ran(claim, summary);
            if (summary.stopped()) {
                return; // Ctrl-C: the JVM is shutting down
            }
            if (quick) {
                console.quick(claim, new ClaimJudge(folder, registry.rules()).judge(claim).comparisons(),
                        runner.csv(claim));
            }
        }
    }
}
