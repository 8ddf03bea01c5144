package ingestlab.calibrate;

import java.io.IOException;
import java.util.List;

/** Runs one calibration round, each slot in a fresh JVM for {@code lab calibrate}, and verifies their indexes. */
interface VariantLauncher {
    /**
     * @param round the round's slots, in the round's order
     * @return each slot's result, in the same order
     * @throws IOException when a run failed or its index does not hold exactly the documents fed
     */
    List<RoundResult> launch(List<CalibrationPlan.Slot> round) throws IOException, InterruptedException;
}
