package ingestlab.reference;

import java.io.IOException;
import java.io.Writer;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A trial's measurements, written as {@code key=value} lines for the lab to read: the documents and elapsed time, then
 * each index's {@link ShardMeter} when the last bulk was acknowledged ({@code ack.}) and after a final refresh
 * ({@code end.}), per index ({@code index.NAME.ack.}) and summed over the node ({@code node.ack.}).
 */
public final class Results {
    private final Map<String, Long> values = new LinkedHashMap<>();
    private final Map<String, Long> node = new LinkedHashMap<>();

    public Results(long docs, long elapsedNanos) {
        values.put("docs", docs);
        values.put("elapsed_ns", elapsedNanos);
    }

    public void atAck(String index, ShardMeter meter) {
        put(index, "ack", meter);
    }

    public void atEnd(String index, ShardMeter meter) {
        put(index, "end", meter);
    }

    private void put(String index, String when, ShardMeter meter) {
        for (RecordComponent component : ShardMeter.class.getRecordComponents()) {
            long value;
            try {
                value = (Long) component.getAccessor().invoke(meter);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            values.put("index." + index + "." + when + "." + component.getName(), value);
            node.merge("node." + when + "." + component.getName(), value, Long::sum);
        }
    }

    public void write(Path file) throws IOException {
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("java_version=" + System.getProperty("java.version") + "\n");
            for (Map<String, Long> map : java.util.List.of(values, node)) {
                for (Map.Entry<String, Long> entry : map.entrySet()) {
                    out.write(entry.getKey() + "=" + entry.getValue() + "\n");
                }
            }
        }
    }
}
