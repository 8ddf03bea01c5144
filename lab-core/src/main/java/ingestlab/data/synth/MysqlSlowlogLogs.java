package ingestlab.data.synth;

import java.util.List;
import java.util.SplittableRandom;

/**
 * MySQL slow-query logs ({@code logs-mysql.slowlog-default}; corpus {@code mysql-slowlog-logs}): one multi-line
 * event per slow query ({@code # User@Host: ...}, {@code # Query_time: ...}, {@code SET timestamp=...;} and the
 * query), parsed by {@code logs-mysql.slowlog-1.1.0} into user, source, thread, duration, lock time, rows and the
 * query; the pipeline removes {@code message}.
 */
final class MysqlSlowlogLogs extends LogsStreamDataset {
    /** Slow queries of a web shop's database, shared with {@link PostgresqlLogs}. */
    static final LineTemplates QUERIES = new LineTemplates(1.0,
            "SELECT p.id, p.name, p.price, p.stock FROM products p JOIN categories c ON c.id = p.category_id WHERE c.slug = '{w1}' ORDER BY p.created_at DESC LIMIT {n2};",
            "SELECT COUNT(*) FROM orders WHERE customer_id = {n6} AND status IN ('pending', 'paid');",
            "UPDATE carts SET updated_at = NOW(), total = {n4}.{d2} WHERE id = {n7};",
            "SELECT * FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.created_at > '2019-12-{n2} 00:00:00' AND oi.sku LIKE '%{w1}%';",
            "INSERT INTO events (user_id, kind, payload, created_at) VALUES ({n6}, '{view|click|purchase}', '{\"product\": {n5}}', NOW());",
            "DELETE FROM sessions WHERE last_seen < NOW() - INTERVAL {n2} DAY;",
            "SELECT c.id, c.email, SUM(o.total) AS spent FROM customers c LEFT JOIN orders o ON o.customer_id = c.id GROUP BY c.id, c.email HAVING spent > {n4} ORDER BY spent DESC;");
    private static final String[] USERS = {"app", "reporting", "root", "shop"};

    MysqlSlowlogLogs() {
        super("logs-mysql-slowlog", "mysql.slowlog", "MySQL slow-query events after the mysql.slowlog pipeline (user, "
                + "source, duration, rows, query), ~2.0 KB; no message", """
            long event: duration
            keyword input: type
            keyword log: file.path flags
            long log: offset
            boolean mysql: slowlog.filesort_on_disk slowlog.full_join slowlog.priority_queue slowlog.full_scan
            boolean mysql: slowlog.filesort slowlog.tmp_table slowlog.query_cache_hit slowlog.tmp_table_on_disk
            float mysql: slowlog.lock_time.sec
            keyword mysql: slowlog.schema slowlog.innodb.trx_id slowlog.current_user slowlog.log_slow_rate_type
            keyword mysql: slowlog.query slowlog.killed slowlog.last_errno
            long mysql: thread_id slowlog.tmp_table_sizes slowlog.read_last slowlog.read_rnd_next
            long mysql: slowlog.rows_examined slowlog.bytes_received slowlog.sort_merge_passes
            long mysql: slowlog.innodb.io_r_ops slowlog.innodb.io_r_wait.sec slowlog.innodb.io_r_bytes
            long mysql: slowlog.innodb.rec_lock_wait.sec slowlog.innodb.queue_wait.sec
            long mysql: slowlog.innodb.pages_distinct slowlog.tmp_disk_tables slowlog.sort_range_count
            long mysql: slowlog.sort_rows slowlog.tmp_tables slowlog.read_prev slowlog.log_slow_rate_limit
            long mysql: slowlog.read_next slowlog.sort_scan_count slowlog.read_first slowlog.merge_passes
            long mysql: slowlog.bytes_sent slowlog.read_rnd slowlog.rows_sent slowlog.rows_affected
            long mysql: slowlog.read_key
            ip source: ip
            keyword source: domain
            keyword user: name
            keyword event: kind category type
            """ + INTEGRATION_FIELDS + KUBERNETES_FIELDS);
    }

    @Override
    Events events(SplittableRandom random) {
        Fleet fleet = new Fleet(2, Fleet.Origin.KUBERNETES_POD, null, "mysql");
        return events(random, fleet, 1000, (doc, millis, machine) -> {
            String user = USERS[Math.min(USERS.length - 1, (int) (-Math.log(1 - random.nextDouble())))];
            String source = "10.12." + random.nextInt(64) + "." + random.nextInt(256);
            int thread = random.nextInt(100_000);
            double queryTime = 0.5 + -Math.log(1 - random.nextDouble()) * 2;
            double lockTime = random.nextInt(500) / 1e6;
            int rowsSent = random.nextInt(200);
            int rowsExamined = rowsSent + (int) (10_000 * Math.exp(2 * gaussian(random)));
            String query = QUERIES.next(random);
            String line = "# User@Host: " + user + "[" + user + "] @  [" + source + "]  Id: " + thread + "\n# Query_time: "
                    + String.format(java.util.Locale.ROOT, "%.6f  Lock_time: %.6f", queryTime, lockTime) + " Rows_sent: "
                    + rowsSent + "  Rows_examined: " + rowsExamined + "\nSET timestamp=" + millis / 1000 + ";\n" + query;
            doc.put("user.name", user)
                    .put("mysql.slowlog.current_user", user).put("source.ip", source).put("mysql.thread_id", thread)
                    .put("event.duration", (long) (queryTime * 1e9)).put("mysql.slowlog.lock_time.sec", lockTime)
                    .put("mysql.slowlog.rows_sent", rowsSent).put("mysql.slowlog.rows_examined", rowsExamined)
                    .put("mysql.slowlog.query", query).put("event.kind", "event")
                    .put("event.category", List.of("database")).put("event.type", List.of("info"))
                    .put("log.flags", List.of("multiline"));
            return line;
        });
    }
}
