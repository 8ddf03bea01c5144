package ingestlab.reference;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * One reference trial, as the lab wrote it ({@code reference.properties}): the node's settings in Elasticsearch's own
 * keys, the clients, and each index's settings. The lab maps its options to these keys; this side interprets nothing.
 *
 * @param documents the NDJSON bulk body of every document, in the lab's feed order
 * @param clients client threads sending bulks
 * @param bulkSize documents per bulk
 * @param nodeSettings node settings (thread pools, processors, indices.memory.*)
 * @param syncEachRequest fsync each shard's translog before a shard-level request is acknowledged (durability request)
 * @param indices in the workload's order
 * @param resultFile where the measured values are written
 * @param refreshPool where the scheduled refreshes run ({@link Refreshes}); {@code separate} when not given
 */
public record TrialConfig(Path documents, int clients, int bulkSize, Map<String, String> nodeSettings,
                          boolean syncEachRequest, List<IndexConfig> indices, Path resultFile,
                          RefreshPool refreshPool) {
    /** Where the scheduled refreshes run, as the lab's {@code --refresh-pool} names it ({@link Refreshes}). */
    public enum RefreshPool {
        /** On a harness thread of their own, apart from the node's refresh pool. */
        SEPARATE,
        /** On the node's refresh pool, beside the controller's writes, as a node runs them. */
        SHARED;

        /** The name in {@code reference.properties}, the results and the row's {@code refresh_pool}. */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        static RefreshPool of(String label) {
            for (RefreshPool pool : values()) {
                if (pool.label().equals(label)) {
                    return pool;
                }
            }
            throw new IllegalArgumentException("reference.properties: refresh_pool '" + label + "' is neither "
                    + "separate nor shared");
        }
    }

    /**
     * @param refreshMillis the scheduled refresh period; 0 for none
     * @param settings index settings in Elasticsearch's keys
     * @param mapping the index's mapping JSON as the lab maps it; null when the lab maps dynamically
     * @param autoIds the lab's {@code --ids auto}: index each document as one whose id Elasticsearch generated
     */
    public record IndexConfig(String name, int shards, long refreshMillis, Map<String, String> settings,
                              String mapping, boolean autoIds) {}

    /** The system property that names the trial's {@code reference.properties}. */
    public static final String PROPERTY = "reference.config";

    /** The trial the reference JVM was started for ({@link #PROPERTY}). */
    public static TrialConfig fromSystemProperty() {
        try {
            return read(Path.of(System.getProperty(PROPERTY)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The node settings that size its thread pools: the processors and each pool's own. */
    public Map<String, String> threadPoolSettings() {
        Map<String, String> pools = new LinkedHashMap<>();
        nodeSettings.forEach((key, value) -> {
            if (key.startsWith("thread_pool.") || key.equals("node.processors")) {
                pools.put(key, value);
            }
        });
        return pools;
    }

    public static TrialConfig read(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(reader);
        }
        List<IndexConfig> indices = new ArrayList<>();
        for (int i = 0; p.getProperty("index." + i + ".name") != null; i++) {
            String prefix = "index." + i + ".";
            indices.add(new IndexConfig(p.getProperty(prefix + "name"), Integer.parseInt(p.getProperty(prefix + "shards")),
                    Long.parseLong(p.getProperty(prefix + "refresh_ms")), withPrefix(p, prefix + "setting."),
                    p.getProperty(prefix + "mapping"), Boolean.parseBoolean(p.getProperty(prefix + "auto_ids"))));
        }
        return new TrialConfig(Path.of(required(p, "documents")), Integer.parseInt(required(p, "clients")),
                Integer.parseInt(required(p, "bulk_size")), withPrefix(p, "node."),
                Boolean.parseBoolean(required(p, "sync_each_request")), indices, Path.of(required(p, "result")),
                RefreshPool.of(p.getProperty("refresh_pool", RefreshPool.SEPARATE.label())));
    }

    private static String required(Properties p, String key) {
        String value = p.getProperty(key);
        if (value == null) {
            throw new IllegalArgumentException("reference.properties has no '" + key + "'");
        }
        return value;
    }

    private static Map<String, String> withPrefix(Properties p, String prefix) {
        Map<String, String> settings = new LinkedHashMap<>();
        p.stringPropertyNames().stream().filter(k -> k.startsWith(prefix)).sorted()
                .forEach(k -> settings.put(k.substring(prefix.length()), p.getProperty(k)));
        return settings;
    }
}
