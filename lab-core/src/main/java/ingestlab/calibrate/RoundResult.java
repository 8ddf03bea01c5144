package ingestlab.calibrate;

/**
 * One calibration run: where it stood in the order, its throughput, and what it verified.
 *
 * @param docsVerified documents the index held afterwards (must equal the documents fed)
 * @param controllerWrites buffers the controller wrote (0 for the bare loop, which has none)
 */
public record RoundResult(CalibrationPlan.Slot slot, double docsPerSecond, long docsVerified, long controllerWrites) {
    public Variant variant() {
        return slot.variant();
    }

    public int round() {
        return slot.round();
    }
}
