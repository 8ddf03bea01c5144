package ingestlab.data.synth;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Nginx error logs ({@code logs-nginx.error-default}; corpora {@code nginx-error-logs} and {@code -2}): lines such as
 * {@code 2020/01/01 00:00:01 [error] 7#7: *1234 upstream timed out ...}, parsed by {@code logs-nginx.error-1.2.0} into
 * level, process and connection ids, leaving the text after them as {@code message}.
 */
final class NginxErrorLogs extends LogsStreamDataset {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy/MM/dd HH:mm:ss", Locale.ROOT)
            .withZone(ZoneOffset.UTC);
    private static final LineTemplates MESSAGES = new LineTemplates(0.9,
            "upstream timed out (110: Connection timed out) while reading response header from upstream, client: {ip}, server: demo.elastic.co, request: \"GET /api/v1/products/{n5} HTTP/1.1\", upstream: \"http://10.12.{n2}.{n2}:8080/api/v1/products/{n5}\", host: \"demo.elastic.co\"",
            "open() \"/usr/share/nginx/html/{w1}.{php|html|txt}\" failed (2: No such file or directory), client: {ip}, server: _, request: \"GET /{w1}.php HTTP/1.1\", host: \"{ip}\"",
            "connect() failed (111: Connection refused) while connecting to upstream, client: 10.12.{n2}.{n2}, server: _, request: \"POST /api/v1/cart HTTP/1.1\", upstream: \"http://10.12.{n2}.{n2}:8080/api/v1/cart\"",
            "client intended to send too large body: {d7} bytes, client: {ip}, server: demo.elastic.co, request: \"POST /upload HTTP/1.1\"",
            "SSL_do_handshake() failed (SSL: error:1417D18C:SSL routines:tls_process_client_hello:version too low) while SSL handshaking, client: {ip}, server: 0.0.0.0:443",
            "recv() failed (104: Connection reset by peer) while reading response header from upstream, client: 10.12.{n2}.{n2}, server: _, request: \"GET /healthz HTTP/1.1\"",
            "signal process started");
    private static final String[] LEVELS = {"error", "warn", "crit", "notice"};
    private static final double[] LEVEL_P = {0.75, 0.93, 0.96, 1.0};

    NginxErrorLogs() {
        super("logs-nginx-error", "nginx.error", "nginx error-log events after the nginx.error pipeline (level, pid, "
                + "connection id, message), ~1.9 KB", """
            keyword : tags
            match_only_text : message
            keyword input: type
            keyword log: file.path level
            long log: offset
            long nginx: error.connection_id
            long process: pid thread.id
            keyword event: kind category type
            """ + INTEGRATION_FIELDS + KUBERNETES_FIELDS);
    }

    @Override
    Events events(SplittableRandom random) {
        Fleet fleet = new Fleet(8, Fleet.Origin.KUBERNETES_POD, null, "nginx");
        return events(random, fleet, 2000, (doc, millis, machine) -> {
            String level = pick(random, LEVEL_P, LEVELS);
            int pid = 6 + machine;
            long connection = random.nextInt(2_000_000);
            String message = MESSAGES.next(random);
            String line = TIME.format(java.time.Instant.ofEpochMilli(millis)) + " [" + level + "] " + pid + "#" + pid
                    + ": *" + connection + " " + message;
            doc.put("message", message).put("log.level", level)
                    .put("process.pid", pid).put("process.thread.id", pid)
                    .put("nginx.error.connection_id", connection)
                    .put("event.kind", "event")
                    .put("event.category", List.of("web")).put("event.type", List.of("error"));
            readAt(doc, millis, random);
            return line;
        });
    }
}
