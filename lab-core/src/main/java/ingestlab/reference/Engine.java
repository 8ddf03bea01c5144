package ingestlab.reference;

import ingestlab.buffer.FlushMode;
import ingestlab.buffer.ShardSelector;
import ingestlab.buffer.WriteDispatch;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The engines the reference module builds (lab-reference/engines), each with the reclaim it runs: 8.10 full + largest
 * written on the refresh pool, 8.11 next-buffer + round-robin written by the indexing threads, and OpenSearch 2.19,
 * which keeps Elasticsearch 7.10's reclaim, 8.10's.
 */
public enum Engine {
    ES_8_10_4("es-8.10.4", Harness.ELASTICSEARCH, FlushMode.FULL, ShardSelector.LARGEST, WriteDispatch.REFRESH_POOL),
    ES_8_11_4("es-8.11.4", Harness.ELASTICSEARCH, FlushMode.NEXT_BUFFER, ShardSelector.ROUND_ROBIN,
            WriteDispatch.INDEXING_THREADS),
    OS_2_19_6("os-2.19.6", Harness.OPENSEARCH, FlushMode.FULL, ShardSelector.LARGEST, WriteDispatch.REFRESH_POOL);

    /**
     * The harness that drives an engine family, compiled against its API (lab-reference and lab-reference/opensearch),
     * and where that family reads its system properties from.
     */
    enum Harness {
        ELASTICSEARCH("Elasticsearch", "lab-reference/target/lab-reference.jar",
                "org.elasticsearch.indices.ReferenceTrialTests", "es."),
        OPENSEARCH("OpenSearch", "lab-reference/opensearch/target/lab-reference-opensearch.jar",
                "org.opensearch.indices.ReferenceTrialTests", "opensearch.");

        final String product;
        final String jar;
        final String trialClass;
        final String propertyPrefix;

        Harness(String product, String jar, String trialClass, String propertyPrefix) {
            this.product = product;
            this.jar = jar;
            this.trialClass = trialClass;
            this.propertyPrefix = propertyPrefix;
        }
    }

    private final String label;
    private final Harness harness;
    private final FlushMode flushMode;
    private final ShardSelector selector;
    private final WriteDispatch dispatch;

    Engine(String label, Harness harness, FlushMode flushMode, ShardSelector selector, WriteDispatch dispatch) {
        this.label = label;
        this.harness = harness;
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

    Harness harness() {
        return harness;
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
