package ingestlab.data.synth;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Kafka broker logs ({@code logs-kafka.log-default}; corpus {@code kafka-logs}): log4j lines such as
 * {@code [2020-01-01 00:00:00,123] INFO [ReplicaFetcher replicaId=2, leaderId=1, fetcherId=0] Node 1 sent ...
 * (org.apache.kafka.clients.FetchSessionHandler)}, parsed by {@code logs-kafka.log-0.5.0} into level, component,
 * class and message; shaped after elastic/rally-tracks {@code elastic/tests/parameter_sources/resources/documents/test-kafka.json}.
 */
final class KafkaLogs extends LogsStreamDataset {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss,SSS", Locale.ROOT)
            .withZone(ZoneOffset.UTC);
    private static final String[][] EVENTS = {
        {"ReplicaFetcher replicaId={n1}, leaderId={n1}, fetcherId=0", "org.apache.kafka.clients.FetchSessionHandler",
            "Node {n1} sent an incremental fetch response for session {d9} with 0 response partition(s), {n2} implied partition(s)"},
        {"Log partition=__consumer_offsets-{n2}, dir=/var/lib/kafka/data", "kafka.log.Log",
            "Found deletable segments with base offsets [{n7}] due to retention time 604800000ms breach"},
        {"GroupMetadataManager brokerId={n1}", "kafka.coordinator.group.GroupMetadataManager",
            "Removed 0 expired offsets in {n1} milliseconds."},
        {"Controller id={n1}", "kafka.controller.KafkaController", "Processing automatic preferred replica leader election"},
        {"ReplicaFetcher replicaId={n1}, leaderId={n1}, fetcherId=0", "org.apache.kafka.clients.FetchSessionHandler",
            "Node {n1} was unable to process the fetch request with (sessionId={d9}, epoch={n4}): FETCH_SESSION_ID_NOT_FOUND."},
        {"ProducerStateManager partition={w1}-{n1}", "kafka.log.ProducerStateManager",
            "Writing producer snapshot at offset {n8}"},
    };
    private static final Zipf EVENT_RANK = Zipf.ofExponent(EVENTS.length, 1.2);
    private static final String[] LEVELS = {"DEBUG", "INFO", "WARN", "ERROR"};
    private static final double[] LEVEL_P = {0.55, 0.95, 0.99, 1.0};

    KafkaLogs() {
        super("logs-kafka", "kafka.log", "Kafka broker log events after the kafka.log pipeline (level, component, "
                + "class, message), ~1.8 KB", """
            keyword : tags
            text : message
            text error: message
            keyword kafka: log.component log.trace.class log.thread log.class
            text kafka: log.trace.message
            keyword log: level
            keyword event: kind
            """ + INTEGRATION_FIELDS + KUBERNETES_FIELDS);
    }

    @Override
    Events events(SplittableRandom random) {
        Fleet fleet = new Fleet(3, Fleet.Origin.KUBERNETES_POD, null, "kafka");
        return events(random, fleet, 200, (doc, millis, machine) -> {
            String[] event = EVENTS[EVENT_RANK.next(random)];
            String level = pick(random, LEVEL_P, LEVELS);
            String component = LineTemplates.fill(event[0], random);
            String message = LineTemplates.fill(event[2], random);
            String line = "[" + TIME.format(Instant.ofEpochMilli(millis)) + "] " + level + " [" + component + "] "
                    + message + " (" + event[1] + ")";
            doc.put("message", message).put("log.level", level)
                    .put("kafka.log.component", component).put("kafka.log.class", event[1])
                    .put("event.kind", "event");
            readAt(doc, millis, random);
            return line;
        });
    }
}
