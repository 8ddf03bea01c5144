package ingestlab.reference;

import java.io.IOException;
import java.io.Writer;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A trial's measurements, written as {@code key=value} lines for the lab to read: the trial's span and the JVM's
 * environment (as a properties file: they may hold any character), the documents, elapsed and CPU time, then
 * each index's {@link ShardMeter} when the last bulk was acknowledged ({@code ack.}) and after a final refresh
 * ({@code end.}), per index ({@code index.NAME.ack.}) and summed over the node ({@code node.ack.}); the median
 * flushed segment ({@code flushedSegmentBytesP50}, nearest rank) per index and over the node's segments.
 */
public final class Results {
    private final Map<String, Long> values = new LinkedHashMap<>();
    private final Map<String, Long> node = new LinkedHashMap<>();
    private final Map<String, List<Long>> nodeSegments = new LinkedHashMap<>();

    private final Instant start;
    private final long elapsedNanos;
    private final Properties text = new Properties();

    /**
     * @param start when the first bulk was sent, on the machine's clock (a lab row's {@code trial_start})
     * @param elapsedNanos from then to the last bulk acknowledged
     * @param cpuNanos the CPU time this JVM used over that span, every thread (a lab row's {@code cpu_s})
     */
    public Results(long docs, Instant start, long elapsedNanos, long cpuNanos) {
        this.start = start;
        this.elapsedNanos = elapsedNanos;
        values.put("docs", docs);
        values.put("elapsed_ns", elapsedNanos);
        values.put("cpu_ns", cpuNanos);
    }

    /** This JVM's CPU time so far, every thread; -1 where the JVM cannot tell. */
    public static long processCpuNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : -1;
    }

    /**
     * Where the scheduled refreshes ran ({@code refresh_pool}, the row's column), how many passes ran and the threads
     * they ran on (to check that a shared pool was the node's).
     */
    public void refreshes(TrialConfig.RefreshPool pool, long passes, Set<String> threads) {
        text.setProperty("refresh_pool", pool.label());
        text.setProperty("refresh_pass_threads", String.join(",", threads));
        values.put("refresh_passes", passes);
    }

    public void atAck(String index, ShardMeter meter) {
        put(index, "ack", meter);
    }

    public void atEnd(String index, ShardMeter meter) {
        put(index, "end", meter);
    }

    /** An index's own count that no shard reports (the mapping updates its documents asked for). */
    public void count(String index, String name, long value) {
        values.put("index." + index + "." + name, value);
        node.merge("node." + name, value, Long::sum);
    }

    private void put(String index, String when, ShardMeter meter) {
        for (RecordComponent component : ShardMeter.class.getRecordComponents()) {
            Object value;
            try {
                value = component.getAccessor().invoke(meter);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            if (value instanceof Long count) {
                values.put("index." + index + "." + when + "." + component.getName(), count);
                node.merge("node." + when + "." + component.getName(), count, Long::sum);
            }
        }
        List<Long> segments = meter.flushedSegmentBytes();
        if (!segments.isEmpty()) {
            values.put("index." + index + "." + when + ".flushedSegmentBytesP50", median(segments));
        }
        nodeSegments.computeIfAbsent("node." + when + ".flushedSegmentBytesP50", k -> new ArrayList<>()).addAll(segments);
    }

    /** The nearest-rank median: the smallest value with at least half the values at or below it. */
    static long median(List<Long> values) {
        List<Long> sorted = new ArrayList<>(values);
        sorted.sort(null);
        return sorted.get((sorted.size() + 1) / 2 - 1);
    }

    public void write(Path file) throws IOException {
        nodeSegments.forEach((key, segments) -> {
            if (!segments.isEmpty()) {
                node.put(key, median(segments));
            }
        });
        text.setProperty("trial_start", start.toString());
        text.setProperty("trial_end", start.plusNanos(elapsedNanos).toString());
        // the reference JVM's own environment, under the lab's column names (its EnvironmentColumn)
        text.setProperty("lucene_version", org.apache.lucene.util.Version.LATEST.toString());
        text.setProperty("java_version", System.getProperty("java.version"));
        text.setProperty("java_vm", System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"));
        text.setProperty("jvm_args", String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
        text.setProperty("gc", ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName).collect(Collectors.joining("+")));
        text.setProperty("cores", Integer.toString(Runtime.getRuntime().availableProcessors()));
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            text.store(out, null);
            for (Map<String, Long> map : List.of(values, node)) {
                for (Map.Entry<String, Long> entry : map.entrySet()) {
                    out.write(entry.getKey() + "=" + entry.getValue() + "\n");
                }
            }
        }
    }
}
