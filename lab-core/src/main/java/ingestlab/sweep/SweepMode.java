package ingestlab.sweep;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How a sweep runs its trials: one after another, each in a fresh JVM with the whole machine ({@code sequential}), or
 * in duet pairs, both JVMs of a pair at once, each pinned to its half of the CPUs ({@code duet}, {@link DuetPlan}). A
 * sweep file says it with {@code mode:}, a claim with {@code experiment: mode:}.
 */
public enum SweepMode {
    SEQUENTIAL, DUET;

    /** Its name in files: {@code sequential}, {@code duet}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The mode named {@code text}; IllegalArgumentException naming it and the allowed ones. */
    public static SweepMode parse(String text) {
        for (SweepMode mode : values()) {
            if (mode.key().equals(text.trim())) {
                return mode;
            }
        }
        throw new IllegalArgumentException("mode '" + text + "' is not allowed (allowed: "
                + Arrays.stream(values()).map(SweepMode::key).collect(Collectors.joining(", ")) + ")");
    }
}
