package ingestlab.results;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How a forked trial was measured, as its row's {@code design} says: alone with every CPU the lab may use
 * ({@code sequential}), alone pinned to a CPU list ({@code pinned}, {@code lab sweep --cpus}), or at the same time as
 * its duet partner, each on its half of the CPUs ({@code duet}). A design study ({@code lab study}) runs all three in
 * every round, so that their noise can be compared on the same hours.
 */
public enum Design {
    SEQUENTIAL, PINNED, DUET;

    /** Its name in rows, files and options: {@code sequential}, {@code pinned}, {@code duet}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The design named {@code text}; IllegalArgumentException naming it and the allowed ones. */
    public static Design parse(String text) {
        for (Design design : values()) {
            if (design.key().equals(text.trim())) {
                return design;
            }
        }
        throw new IllegalArgumentException("'" + text.trim() + "' is not a design (allowed: "
                + Arrays.stream(values()).map(Design::key).collect(Collectors.joining(", ")) + ")");
    }
}
