package ingestlab.calibrate;

import ingestlab.mapping.CalibrationCost;
import ingestlab.report.ExpectedRatio;
import java.util.List;

/**
 * What calibration measured of a {@link CalibrationCost}, from bare+cost, lab+cost and their uncosted twins paired by
 * round: the work it adds (per CPU-second, and in CPU microseconds a document), and the docs/s ratio it should give a
 * CPU-bound trial. That expected ratio comes from these runs alone, not from the design that is to recover it: a
 * trial that is CPU-bound slows by the work it adds, so lab+cost/lab per CPU-second is its docs/s ratio.
 */
record CostCalibration(CalibrationCost cost, Ratio bareWork, Ratio labWork, Ratio labDocsPerSecond,
                              AddedCpu bareAdded, AddedCpu labAdded) {

    public static CostCalibration of(CalibrationCost cost, List<RoundResult> results) {
        return new CostCalibration(cost, Ratio.perCpuSecond(Variant.BARE_COST, Variant.BARE, results),
                Ratio.perCpuSecond(Variant.LAB_COST, Variant.LAB, results),
                Ratio.of(Variant.LAB_COST, Variant.LAB, results),
                AddedCpu.of(Variant.BARE_COST, Variant.BARE, results),
                AddedCpu.of(Variant.LAB_COST, Variant.LAB, results));
    }

    /** The expected docs/s ratio of a CPU-bound trial under the cost: lab+cost/lab per CPU-second. */
    public Ratio expected() {
        return labWork;
    }

    /** One line each, the expected ratio last and in words. */
    public String render() {
        return String.join("\n", bareWork.toString(), labWork.toString(), labDocsPerSecond.toString(),
                bareAdded.toString(), labAdded.toString(),
                new ExpectedRatio(cost.rounds(), expected().mean(), expected().ci().low(), expected().ci().high())
                        .line()) + "\n";
    }
}
