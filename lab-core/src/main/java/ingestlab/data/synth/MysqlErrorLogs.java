package ingestlab.data.synth;

import java.util.List;
import java.util.SplittableRandom;

/**
 * MySQL error logs ({@code logs-mysql.error-default}; corpus {@code mysql-error-logs}): lines such as
 * {@code 2020-01-01T00:00:00.123456Z 8 [Note] [MY-010914] [Server] Aborted connection ...}, parsed by
 * {@code logs-mysql.error-1.1.0} into thread id, level, code and provider, the text left as {@code message}.
 */
final class MysqlErrorLogs extends LogsStreamDataset {
    private static final LineTemplates MESSAGES = new LineTemplates(1.0,
            "Aborted connection {n4} to db: '{w1}' user: '{root|app|reporting}' host: '10.12.{n2}.{n2}' (Got an error reading communication packets).",
            "Access denied for user '{root|app|reporting}'@'10.12.{n2}.{n2}' (using password: YES)",
            "Got an error reading communication packets",
            "InnoDB: page_cleaner: 1000ms intended loop took {n4}ms. The settings might not be optimal.",
            "Plugin mysqlx reported: 'Setup of socket: '/var/run/mysqld/mysqlx.sock' failed, can't create lock file'");
    private static final String[] LEVELS = {"Note", "Warning", "ERROR", "System"};
    private static final double[] LEVEL_P = {0.6, 0.9, 0.97, 1.0};

    MysqlErrorLogs() {
        super("logs-mysql-error", "mysql.error", "MySQL error-log events after the mysql.error pipeline (thread, "
                + "level, code, message), ~1.8 KB", """
            match_only_text : message
            keyword event: code provider timezone kind category type agent_id_status
            keyword input: type
            keyword log: file.path level flags
            long log: offset
            long mysql: thread_id
            """ + INTEGRATION_FIELDS + KUBERNETES_FIELDS);
    }

    @Override
    Events events(SplittableRandom random) {
        Fleet fleet = new Fleet(2, Fleet.Origin.KUBERNETES_POD, null, "mysql");
        return events(random, fleet, 10_000, (doc, millis, machine) -> {
            String level = pick(random, LEVEL_P, LEVELS);
            int thread = random.nextInt(100_000);
            String code = "MY-0" + (10_000 + random.nextInt(4000));
            String provider = random.nextInt(5) == 0 ? "InnoDB" : "Server";
            String message = MESSAGES.next(random);
            String line = iso(millis).replace("Z", "000Z") + " " + thread + " [" + level + "] [" + code + "] ["
                    + provider + "] " + message;
            doc.put("message", message).put("log.level", level)
                    .put("mysql.thread_id", thread).put("event.code", code).put("event.provider", provider)
                    .put("event.kind", "event")
                    .put("event.category", List.of("database"))
                    .put("event.type", level.equals("ERROR") ? List.of("info", "error") : List.of("info"));
            readAt(doc, millis, random);
            return line;
        });
    }
}
