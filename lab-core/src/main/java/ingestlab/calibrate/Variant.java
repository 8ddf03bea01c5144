package ingestlab.calibrate;

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
}
