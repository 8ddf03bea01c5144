package ingestlab.fork;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A turn the parent gives its child on stdin, after the {@link ForkRequest}: in lockstep one run, or the end; at a
 * barrier ({@link ForkRequest#barrier}), go.
 */
public record TurnLine(Turn turn) {
    /**
     * What a turn is for: an untimed warm-up run, a timed run, stopping, or going on past the barrier (once both
     * sides of a duet are {@link ReadyLine ready}).
     */
    public enum Turn {
        @JsonProperty("warmup") WARMUP,
        @JsonProperty("timed") TIMED,
        @JsonProperty("stop") STOP,
        @JsonProperty("go") GO
    }
}
