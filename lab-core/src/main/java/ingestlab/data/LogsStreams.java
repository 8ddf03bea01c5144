package ingestlab.data;

import ingestlab.data.synth.LogsDatasets;
import ingestlab.data.synth.LogsStreamDataset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The 13 data streams Rally's {@code elastic/logs} track writes in {@code logging-indexing} (elastic/rally-tracks
 * {@code elastic/logs/track.json} at b1479ad8, 2023-03-28), each with its share of the raw bytes
 * ({@code integration-ratios}, the size of the original log lines) and the size of its generated documents.
 *
 * <p><b>From byte ratios to document shares.</b> The track's ratios count raw bytes: the length of each source line
 * ({@code msglen}), not of the JSON documents. Its generator ({@code elastic/shared/utils/corpus.py},
 * {@code calculate_corpus_counts}) turns them into document counts as {@code ratio × raw volume × (JSON bytes per
 * raw byte) / JSON bytes per document}, in which the JSON sizes cancel: a stream's documents are proportional to
 * {@code ratio / mean raw line bytes}. The ratios sum to 1.05 and are renormalised, which the division by the sum
 * does here too. So the document share of stream i is {@code (r_i / m_i) / Σ_j (r_j / m_j)}, with {@code m} the mean
 * raw line size; the byte share of the JSON sent is then {@code share_i × mean document bytes_i}, normalised.
 *
 * <p>Rally picks one corpus per batch of 10,000 raw lines ({@code generator-batch-size}) with these document
 * weights, so bulks of 1,000 {@code create} actions nearly always go to one stream.
 */
public final class LogsStreams {
    /**
     * One stream.
     *
     * @param dataset the lab's dataset for it ({@code --dataset})
     * @param dataStream the track's data stream
     * @param rawRatio the track's {@code integration-ratios}, summed over the stream's corpora (before renormalising)
     * @param refreshInterval the template's {@code index.refresh_interval}, or null when it sets none (then
     *     Elasticsearch's default 1s applies, and shards without searches go search-idle after 30 s)
     * @param targetDocBytes the generated documents' mean source size, estimated (see {@link #STREAMS})
     */
    public record Stream(String dataset, String dataStream, double rawRatio, String refreshInterval,
                         int targetDocBytes) {}

    /**
     * The streams in the track's order. Ratios from {@code track.json}; refresh from the composable templates
     * ({@code elastic/logs/templates/composable/*.json}: only {@code logs-k8-application.log} sets {@code 5s}, beside
     * {@code codec: best_compression}). The document sizes are estimates, not measurements: the corpora are
     * downloaded from rally-tracks.elastic.co and not in the repository, so each generator was sized from its
     * template, ingest pipeline and the sample documents of {@code elastic/tests/parameter_sources/resources/documents}
     * (post-pipeline fields plus Elastic Agent's envelope: host, agent, cloud, kubernetes and a 165-byte Docker log
     * path make 1.0–1.4 KB before the stream's own fields), about 10× the raw line as the track's README puts it.
     */
    public static final List<Stream> STREAMS = List.of(
            new Stream("logs-k8-application", "logs-k8-application.log-default", 0.5 + 0.25, "5s", 1720),
            new Stream("logs-system-syslog", "logs-system.syslog-default", 0.05, null, 1000),
            new Stream("logs-nginx-access", "logs-nginx.access-default", 0.025 + 0.025, null, 2490),
            new Stream("logs-nginx-error", "logs-nginx.error-default", 0.01 + 0.01, null, 1950),
            new Stream("logs-apache-access", "logs-apache.access-default", 0.025, null, 2390),
            new Stream("logs-apache-error", "logs-apache.error-default", 0.01, null, 2140),
            new Stream("logs-kafka", "logs-kafka.log-default", 0.025, null, 1850),
            new Stream("logs-mysql-slowlog", "logs-mysql.slowlog-default", 0.025, null, 1970),
            new Stream("logs-mysql-error", "logs-mysql.error-default", 0.01, null, 1830),
            new Stream("logs-postgresql", "logs-postgresql.log-default", 0.025, null, 2060),
            new Stream("logs-redis-slowlog", "logs-redis.slowlog-default", 0.025, null, 1790),
            new Stream("logs-redis-log", "logs-redis.log-default", 0.01, null, 1710),
            new Stream("logs-system-auth", "logs-system.auth-default", 0.025, null, 1310));

    private LogsStreams() {}

    /**
     * Each stream's share of the documents, by dataset name, given each stream's mean raw line size in bytes:
     * {@code (r_i / m_i) / Σ_j (r_j / m_j)}. The shares sum to 1.
     */
    public static Map<String, Double> documentShares(Map<String, Double> meanRawBytes) {
        Map<String, Double> weights = new LinkedHashMap<>();
        double total = 0;
        for (Stream stream : STREAMS) {
            Double raw = meanRawBytes.get(stream.dataset());
            if (raw == null || !(raw > 0)) {
                throw new IllegalArgumentException("no positive mean raw size for " + stream.dataset());
            }
            double weight = stream.rawRatio() / raw;
            weights.put(stream.dataset(), weight);
            total += weight;
        }
        double sum = total;
        weights.replaceAll((name, weight) -> weight / sum);
        return weights;
    }

    /** The document shares of the lab's generators: their mean raw line size over {@code docs} events of a seed. */
    public static Map<String, Double> documentShares(long seed, int docs) {
        Map<String, Double> meanRawBytes = new LinkedHashMap<>();
        for (LogsStreamDataset dataset : LogsDatasets.all()) {
            meanRawBytes.put(dataset.name(), dataset.meanRawBytes(seed, docs));
        }
        return documentShares(meanRawBytes);
    }
}
