package ingestlab.data.synth;

import java.util.List;
import java.util.SplittableRandom;

/**
 * PostgreSQL logs ({@code logs-postgresql.log-default}; corpus {@code postgresql-logs}): lines such as
 * {@code 2020-01-01 00:00:00.123 UTC [1234] app@shop LOG:  duration: 12.345 ms  statement: SELECT ...}, parsed by
 * {@code logs-postgresql.log-1.2.0} into pid, user, database, level, duration and query, the text kept as
 * {@code message} and the line's time as {@code postgresql.log.timestamp}.
 */
final class PostgresqlLogs extends LogsStreamDataset {
    private static final LineTemplates OTHER = new LineTemplates(1.0,
            "checkpoint starting: time", "checkpoint complete: wrote {n3} buffers ({n1}.{n1}%); 0 WAL file(s) added, 0 removed, {n1} recycled",
            "automatic vacuum of table \"shop.public.{w1}\": index scans: {n1}", "could not receive data from client: Connection reset by peer",
            "relation \"{w1}\" does not exist at character {n2}");
    private static final String[] USERS = {"app", "reporting", "postgres"};

    PostgresqlLogs() {
        super("logs-postgresql", "postgresql.log", "PostgreSQL log events after the postgresql.log pipeline (pid, user, "
                + "database, level, duration, query, message), ~2.1 KB", """
            keyword : tags
            match_only_text : message
            keyword error: code id
            match_only_text error: message
            keyword event: code kind timezone category type agent_id_status
            long event: duration
            keyword log: level
            date postgresql: log.session_start_time
            keyword postgresql: log.backend_type log.sql_state_code log.query log.session_id log.command_tag
            keyword postgresql: log.database log.virtual_transaction_id log.application_name log.query_name
            keyword postgresql: log.hint log.client_addr log.context log.query_step log.location log.detail
            keyword postgresql: log.internal_query log.timestamp
            long postgresql: log.transaction_id log.query_pos log.internal_query_pos log.client_port
            long postgresql: log.session_line_number
            long process: pid
            keyword related: user
            keyword user: name
            """ + INTEGRATION_FIELDS + KUBERNETES_FIELDS);
    }

    @Override
    Events events(SplittableRandom random) {
        Fleet fleet = new Fleet(2, Fleet.Origin.KUBERNETES_POD, null, "postgresql");
        return events(random, fleet, 500, (doc, millis, machine) -> {
            String time = iso(millis).replace('T', ' ').replace("Z", " UTC");
            int pid = 1000 + random.nextInt(30_000);
            String user = USERS[random.nextInt(USERS.length)];
            boolean statement = random.nextInt(10) < 7;
            double duration = statement ? 1 + -Math.log(1 - random.nextDouble()) * 300 : 0;
            String query = statement ? MysqlSlowlogLogs.QUERIES.next(random) : null;
            String level = statement ? "LOG" : random.nextInt(4) == 0 ? "ERROR" : "LOG";
            String message = statement ? String.format(java.util.Locale.ROOT, "duration: %.3f ms  statement: %s", duration, query)
                    : OTHER.next(random);
            String line = time + " [" + pid + "] " + user + "@shop " + level + ":  " + message;
            doc.put("message", message)
                    .put("postgresql.log.timestamp", time).put("process.pid", pid).put("user.name", user)
                    .put("postgresql.log.database", "shop").put("log.level", level);
            if (statement) {
                doc.put("event.duration", (long) (duration * 1e6)).put("postgresql.log.query", query);
            }
            doc.put("event.kind", "event").put("event.category", List.of("database"))
                    .put("event.type", List.of(level.equals("ERROR") ? "error" : "info"))
                    .put("related.user", List.of(user));
            return line;
        });
    }
}
