package ingestlab.calibrate;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** Runs a calibration plan round by round through a {@link VariantLauncher}, one round's JVMs at a time. */
public final class CalibrationRunner {
    /** Told each round's results as the round ends, for progress. */
    public interface Listener {
        void roundEnded(List<RoundResult> results);
    }

    private CalibrationRunner() {}

    /** Every slot's result, round after round, each round's in its order; a failed round stops calibration. */
    public static List<RoundResult> run(List<CalibrationPlan.Slot> plan, VariantLauncher launcher, Listener listener)
            throws IOException, InterruptedException {
        List<RoundResult> results = new ArrayList<>();
        int rounds = plan.stream().mapToInt(CalibrationPlan.Slot::round).max().orElse(0);
        for (int round = 1; round <= rounds; round++) {
            int number = round;
            List<RoundResult> ended = launcher.launch(plan.stream().filter(slot -> slot.round() == number).toList());
            results.addAll(ended);
            listener.roundEnded(ended);
        }
        return results;
    }
}
