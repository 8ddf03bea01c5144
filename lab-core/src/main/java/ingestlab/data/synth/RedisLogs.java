package ingestlab.data.synth;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Redis server logs ({@code logs-redis.log-default}; corpus {@code redis-app-logs}): lines such as
 * {@code 1:M 01 Jan 2020 00:00:00.123 * Background saving started by pid 42}, parsed by {@code logs-redis.log-1.1.0}
 * into pid, role and level, the text left as {@code message}.
 */
final class RedisLogs extends LogsStreamDataset {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("dd MMM yyyy HH:mm:ss.SSS", Locale.ROOT)
            .withZone(ZoneOffset.UTC);
    private static final LineTemplates MESSAGES = new LineTemplates(1.0,
            "{n2} changes in 300 seconds. Saving...", "Background saving started by pid {n4}",
            "DB saved on disk", "Background saving terminated with success", "RDB: {n1} MB of memory used by copy-on-write",
            "Connection with replica 10.12.{n2}.{n2}:6379 lost.", "Synchronization with replica 10.12.{n2}.{n2}:6379 succeeded");

    RedisLogs() {
        super("logs-redis-log", "redis.log", "Redis server log events after the redis.log pipeline (pid, role, level, "
                + "message), ~1.7 KB", """
            keyword : tags
            match_only_text : message
            match_only_text error: message
            keyword log: level
            long process: pid
            keyword redis: log.role
            keyword redis: log.role
            """ + INTEGRATION_FIELDS + KUBERNETES_FIELDS);
    }

    @Override
    Events events(SplittableRandom random) {
        Fleet fleet = new Fleet(3, Fleet.Origin.KUBERNETES_POD, null, "redis");
        return events(random, fleet, 5000, (doc, millis, machine) -> {
            int pid = random.nextInt(3) == 0 ? 1 : 10 + random.nextInt(5000);
            boolean master = machine == 0;
            String message = MESSAGES.next(random);
            String line = pid + ":" + (master ? "M" : pid == 1 ? "S" : "C") + " " + TIME.format(Instant.ofEpochMilli(millis))
                    + " * " + message;
            doc.put("message", message).put("process.pid", pid)
                    .put("redis.log.role", master ? "master" : pid == 1 ? "slave" : "child").put("log.level", "notice");
            readAt(doc, millis, random);
            return line;
        });
    }
}
