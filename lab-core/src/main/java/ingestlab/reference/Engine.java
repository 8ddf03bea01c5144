package ingestlab.reference;

import ingestlab.buffer.FlushMode;
import ingestlab.buffer.ShardSelector;
import ingestlab.buffer.WriteDispatch;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The engines the reference module builds (lab-reference/engines), each with the reclaim it runs: 8.10 full + largest
 * written on the refresh pool, 8.11 next-buffer + round-robin written by the indexing threads.
 */
public enum Engine {
    ES_8_10_4("es-8.10.4", FlushMode.FULL, ShardSelector.LARGEST, WriteDispatch.REFRESH_POOL),
    ES_8_11_4("es-8.11.4", FlushMode.NEXT_BUFFER, ShardSelector.ROUND_ROBIN, WriteDispatch.INDEXING_THREADS);

    private final String label;
    private final FlushMode flushMode;
    private final ShardSelector selector;
    private final WriteDispatch dispatch;

    Engine(String label, FlushMode flushMode, ShardSelector selector, WriteDispatch dispatch) {
        this.label = label;
        this.flushMode = flushMode;
        this.selector = selector;
        this.dispatch = dispatch;
    }

    /** The engine named {@code label}; {@link IllegalArgumentException} naming the engines otherwise. */
    public static Engine of(String label) {
        for (Engine engine : values()) {
            if (engine.label.equals(label)) {
                return engine;
            }
        }
        throw new IllegalArgumentException("'" + label + "' is not an engine the reference module builds ("
                + Arrays.stream(values()).map(Engine::label).collect(Collectors.joining(", ")) + ")");
    }

    /** Its name on the command line, in its module's folder and in the {@code engine} column. */
    public String label() {
        return label;
    }

    FlushMode flushMode() {
        return flushMode;
    }

    ShardSelector selector() {
        return selector;
    }

    WriteDispatch dispatch() {
        return dispatch;
    }
}
