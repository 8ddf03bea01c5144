package ingestlab.calibrate;

import ingestlab.node.NodeSettings;
import ingestlab.node.IndexSettings;
import ingestlab.load.ClientSettings;
import ingestlab.data.DataSettings;
import ingestlab.buffer.ControllerSettings;
import ingestlab.mapping.CalibrationCost;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ByteSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a calibration round runs: the bare IndexWriter loop, the lab with a budget its controller never reaches, and
 * the lab with a budget it does reach; and, when the calibration gives a {@link CalibrationCost}, the bare loop and the
 * lab each with that cost (the others run without it, so bare and lab keep their meaning).
 */
public enum Variant {
    BARE, LAB, LAB_CONTROLLER, BARE_COST, LAB_COST;

    /**
     * The variants a calibration runs, in this order: bare, lab, lab+controller, and bare+cost and lab+cost when its
     * {@code calibration_cost} is above 0. The one place that decides the list.
     */
    public static List<Variant> of(ExperimentSpec calibration) {
        return CalibrationCost.from(calibration).rounds() == 0 ? List.of(BARE, LAB, LAB_CONTROLLER)
                : List.of(BARE, LAB, LAB_CONTROLLER, BARE_COST, LAB_COST);
    }

    /** Whether it runs the bare IndexWriter loop rather than a lab trial. */
    public boolean isBare() {
        return this == BARE || this == BARE_COST;
    }

    /** Whether it runs with the calibration's {@code calibration_cost}; the others run with none. */
    public boolean withCost() {
        return this == BARE_COST || this == LAB_COST;
    }

    /**
     * How the output and the CSV name it: {@code bare}, {@code lab}, {@code lab+controller}, {@code bare+cost},
     * {@code lab+cost}.
     */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '+');
    }

    /**
     * The variant's spec, from calibration's: the same workload, and the same buffer but for lab+controller, whose two
     * shards share {@code controllerBudget}; the lab variants with as many write threads as clients and no refreshes;
     * the calibration's cost for the +cost variants only.
     */
    public ExperimentSpec spec(ExperimentSpec calibration, BufferSize controllerBudget) {
        ExperimentSpec.Builder builder = calibration.toBuilder()
                .set(ControllerSettings.BUFFER, this == LAB_CONTROLLER ? controllerBudget : calibration.get(ControllerSettings.BUFFER));
        if (!withCost() && CalibrationCost.from(calibration).rounds() > 0) {
            builder.set(CalibrationCost.CALIBRATION_COST, 0L);
        }
        if (!isBare()) {
            builder.set(IndexSettings.SHARDS, this == LAB_CONTROLLER ? 2 : 1)
                    .set(NodeSettings.WRITE_THREADS, calibration.get(ClientSettings.THREADS))
                    .set(IndexSettings.REFRESH_INTERVAL_MS, Interval.parse("off"));
        }
        return builder.build();
    }

    /**
     * The variant's {@link #spec} as {@code lab run}'s options, for the plan calibrate prints: the same workload, and
     * the same buffer but for lab+controller, whose two shards share {@code controllerBudget}.
     */
    public List<String> runOptions(ExperimentSpec calibration, BufferSize controllerBudget) {
        BufferSize buffer = this == LAB_CONTROLLER ? controllerBudget : calibration.get(ControllerSettings.BUFFER);
        List<String> args = new ArrayList<>(List.of("--dataset", calibration.get(DataSettings.DATASET).name(), "--docs",
                Long.toString(calibration.get(ClientSettings.DOCS)), "--threads",
                Integer.toString(calibration.get(ClientSettings.THREADS)), "--buffer", buffer.toString(), "--seed",
                Long.toString(calibration.get(NodeSettings.SEED))));
        if (!isBare()) {
            args.addAll(List.of("--shards", this == LAB_CONTROLLER ? "2" : "1", "--write-threads",
                    Integer.toString(calibration.get(ClientSettings.THREADS)), "--refresh-interval", "off"));
        }
        if (withCost()) {
            args.addAll(List.of(CalibrationCost.CALIBRATION_COST.option(),
                    Long.toString(calibration.get(CalibrationCost.CALIBRATION_COST))));
        }
        return args;
    }

    /** What the plan calibrate prints says the variant runs, from the calibration's spec. */
    public String describe(ExperimentSpec calibration, BufferSize controllerBudget) {
        String run = "lab run " + String.join(" ", runOptions(calibration, controllerBudget));
        return switch (this) {
            case BARE -> String.format(Locale.ROOT, "%d threads calling IndexWriter#addDocument on one IndexWriter "
                    + "(a lab shard's config, %s RAM buffer), plain FSDirectory",
                    calibration.get(ClientSettings.THREADS), ByteSize.human(ControllerSettings.from(calibration).bufferBytes()));
            case LAB -> run + "  (Lucene flushes first: controller_writes 0)";
            case LAB_CONTROLLER -> run + "  (two shards share a small budget: the controller writes)";
            case BARE_COST -> "bare, with calibration_cost " + CalibrationCost.from(calibration).rounds()
                    + " (hash rounds a document): the CPU the cost adds, without the lab";
            case LAB_COST -> run + "  (lab with the cost: its work per document gives a CPU-bound trial's "
                    + "expected docs/s ratio)";
        };
    }
}
