package ingestlab.fork;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A lockstep turn the parent gives its child on stdin, after the {@link ForkRequest}: one run, or the end. */
public record TurnLine(Turn turn) {
    /** What a turn is for: an untimed warm-up run, a timed run, or stopping. */
    public enum Turn {
        @JsonProperty("warmup") WARMUP,
        @JsonProperty("timed") TIMED,
        @JsonProperty("stop") STOP
    }
}
