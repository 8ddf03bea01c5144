package ingestlab.sweep;

/**
 * How a sweep trial ended, for progress lines: its status, why it failed, and its throughput.
 *
 * @param docsPerSecond NaN for a failed trial
 */
public record TrialOutcome(boolean ok, String error, double docsPerSecond, double seconds) {}
