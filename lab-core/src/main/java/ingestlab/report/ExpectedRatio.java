package ingestlab.report;

import ingestlab.util.IoErrors;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A calibrated cost's expected docs/s ratio, in the one line {@code lab calibrate --calibration-cost} ends its cost
 * calibration with, and which {@code lab noise --designs --expected} reads back from that output: declared here once,
 * so the writer and the reader cannot drift apart.
 *
 * @param cost the setting's hash rounds a document
 * @param estimate the expected ratio (E), as printed: three decimals
 * @param low its 95% interval's lower end
 * @param high its upper end
 */
public record ExpectedRatio(long cost, double estimate, double low, double high) {
    private static final String PREFIX = "expected docs/s ratio of a CPU-bound trial with calibration_cost ";
    private static final Pattern LINE = Pattern.compile("^" + Pattern.quote(PREFIX)
            + "(\\d+): ([0-9.]+) \\(([0-9.]+)\\.\\.([0-9.]+)\\)", Pattern.MULTILINE);

    /** The line, as calibration prints it. */
    public String line() {
        return String.format(Locale.ROOT, "%s%d: %.3f (%.3f..%.3f), from lab+cost/lab per CPU-second", PREFIX, cost,
                estimate, low, high);
    }

    /**
     * E from an option's value: a ratio (a number above 0), or a file of {@code lab calibrate}'s output, whose
     * expected ratio's point estimate it gives. IllegalArgumentException saying what the value is not.
     */
    public static double read(String value) {
        try {
            double ratio = Double.parseDouble(value);
            if (ratio > 0 && Double.isFinite(ratio)) {
                return ratio;
            }
            throw new IllegalArgumentException("'" + value + "' is not a ratio above 0");
        } catch (NumberFormatException notANumber) {
            // not a number: a file of calibration output
        }
        String output;
        try {
            output = Files.readString(Path.of(value));
        } catch (IOException | InvalidPathException e) {
            throw new IllegalArgumentException("'" + value + "' is neither a ratio nor a readable file ("
                    + (e instanceof IOException io ? IoErrors.describe(io) : e.getMessage()) + ")");
        }
        return find(output).orElseThrow(() -> new IllegalArgumentException("'" + value + "' has no line '" + PREFIX
                + "N: E (LOW..HIGH)': give lab calibrate --calibration-cost's output, or the ratio")).estimate();
    }

    /** The line in a calibration's output, if it has one (the last, if several). */
    public static Optional<ExpectedRatio> find(String output) {
        Matcher m = LINE.matcher(output);
        ExpectedRatio found = null;
        while (m.find()) {
            found = new ExpectedRatio(Long.parseLong(m.group(1)), Double.parseDouble(m.group(2)),
                    Double.parseDouble(m.group(3)), Double.parseDouble(m.group(4)));
        }
        return Optional.ofNullable(found);
    }
}
