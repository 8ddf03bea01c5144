package ingestlab.calibrate;

import ingestlab.data.DataSettings;
import ingestlab.buffer.ControllerSettings;
import ingestlab.load.ClientSettings;
import ingestlab.node.IndexSettings;
import ingestlab.node.NodeSettings;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a calibration round runs: the bare IndexWriter loop, the lab with a budget its controller never reaches, and
 * the lab with a budget it does reach.
 */
public enum Variant {
    BARE, LAB, LAB_CONTROLLER;

    /** How the output and the CSV name it: {@code bare}, {@code lab}, {@code lab+controller}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '+');
    }

    /**
     * The variant's spec, from calibration's: the same workload, and the same buffer but for lab+controller, whose two
     * shards share {@code controllerBudget}; the lab variants with as many write threads as clients and no refreshes.
     */
    public ExperimentSpec spec(ExperimentSpec calibration, BufferSize controllerBudget) {
        ExperimentSpec.Builder builder = calibration.toBuilder()
                .set(ControllerSettings.BUFFER, this == LAB_CONTROLLER ? controllerBudget : calibration.get(ControllerSettings.BUFFER));
        if (this != BARE) {
            builder.set(IndexSettings.SHARDS, this == LAB ? 1 : 2)
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
        if (this != BARE) {
            args.addAll(List.of("--shards", this == LAB ? "1" : "2", "--write-threads",
                    Integer.toString(calibration.get(ClientSettings.THREADS)), "--refresh-interval", "off"));
        }
        return args;
    }
}
