package ingestlab.fork;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import java.io.IOException;

/**
 * The fork protocol's lines: each record ({@link ForkRequest}, {@link TurnLine}, {@link RunLine}) as one JSON object
 * on one line, keys in snake case. A line of the child's stdout that does not start with <code>{</code> is the JVM's
 * own (JFR's notices, an out-of-memory message), not the protocol's.
 */
public final class ForkLines {
    private static final ObjectMapper JSON = new ObjectMapper()
            .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private ForkLines() {}

    /** The record as one line of JSON, without its newline. */
    public static String write(Object line) {
        try {
            return JSON.writeValueAsString(line);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("cannot write " + line, e);
        }
    }

    public static <T> T read(String line, Class<T> type) throws IOException {
        return JSON.readValue(line, type);
    }

    /** A child's protocol line: a {@link ReadyLine} if it has the key {@code ready}, else a {@link RunLine}. */
    static ChildLine readChildLine(String line) throws IOException {
        com.fasterxml.jackson.databind.JsonNode tree = JSON.readTree(line);
        if (tree.has("ready")) {
            return fromTree(tree, ReadyLine.class);
        }
        return fromTree(tree, RunLine.class);
    }

    /** Whether a line of the child's stdout is one of the protocol's. */
    static boolean isProtocol(String line) {
        return line.startsWith("{");
    }

    /** A value (the bare loop's result) as a JSON tree, and back. */
    public static com.fasterxml.jackson.databind.JsonNode tree(Object value) {
        return JSON.valueToTree(value);
    }

    public static <T> T fromTree(com.fasterxml.jackson.databind.JsonNode tree, Class<T> type) throws IOException {
        return JSON.treeToValue(tree, type);
    }
}
