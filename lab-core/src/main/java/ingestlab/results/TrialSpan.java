package ingestlab.results;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Map;
import java.util.Optional;

/**
 * A trial's measured span in wall-clock time ({@code trial_start} to {@code trial_end}), and how much of it a duet
 * partner's span covered. Both JVMs of a pair read one clock, the machine's, so their spans compare.
 */
public record TrialSpan(Instant start, Instant end) {
    /** A duet pair whose trials overlap less than this (either side) is flagged: they did not share the machine. */
    public static final double MIN_PAIR_OVERLAP = 0.9;

    public TrialSpan {
        if (end.isBefore(start)) {
            throw new IllegalArgumentException("a span cannot end (" + end + ") before it starts (" + start + ")");
        }
    }

    /** A row's span, if it has both columns (rows of older versions have neither). */
    public static Optional<TrialSpan> of(Map<String, String> row) {
        String start = row.get(TrialColumn.TRIAL_START.column());
        String end = row.get(TrialColumn.TRIAL_END.column());
        if (start == null || end == null || start.isEmpty() || end.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new TrialSpan(Instant.parse(start), Instant.parse(end)));
        } catch (DateTimeParseException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    public Duration length() {
        return Duration.between(start, end);
    }

    /**
     * The fraction of this span during which {@code partner}'s ran too, 0..1; 1 for an empty span inside the
     * partner's, 0 for one outside it.
     */
    public double overlap(TrialSpan partner) {
        Instant from = start.isAfter(partner.start) ? start : partner.start;
        Instant to = end.isBefore(partner.end) ? end : partner.end;
        long length = length().toNanos();
        if (length == 0) {
            return !start.isBefore(partner.start) && !end.isAfter(partner.end) ? 1.0 : 0.0;
        }
        return to.isAfter(from) ? (double) Duration.between(from, to).toNanos() / length : 0.0;
    }

    /** A pair's overlap: the smaller of its two trials', so a pair is flagged when either side ran partly alone. */
    public static double pairOverlap(TrialSpan a, TrialSpan b) {
        return Math.min(a.overlap(b), b.overlap(a));
    }
}
