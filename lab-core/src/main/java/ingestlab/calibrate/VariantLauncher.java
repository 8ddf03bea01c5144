package ingestlab.calibrate;

import java.io.IOException;

/** Runs one calibration slot (in a fresh JVM, for {@code lab calibrate}) and verifies its index. */
public interface VariantLauncher {
    /** @throws IOException when the run failed or its index does not hold exactly the documents fed */
    RoundResult launch(CalibrationPlan.Slot slot) throws IOException, InterruptedException;
}
