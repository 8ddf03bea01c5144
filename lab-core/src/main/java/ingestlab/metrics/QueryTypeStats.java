package ingestlab.metrics;

/**
 * What the measured run gave for one query type.
 *
 * @param count queries run
 * @param qps queries per second of the type's own search time (NaN if none ran)
 * @param p50Micros median latency, in microseconds
 * @param p99Micros 99th-percentile latency, in microseconds
 */
public record QueryTypeStats(QueryType type, long count, double qps, double p50Micros, double p99Micros) {}
