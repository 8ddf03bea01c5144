package ingestlab.data.synth;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Apache error logs ({@code logs-apache.error-default}; corpus {@code apache-error-logs}): lines such as
 * {@code [Wed Jan 01 00:00:01.123456 2020] [proxy:error] [pid 12:tid 140] [client 1.2.3.4:5678] AH01114: ...},
 * parsed by {@code logs-apache.error-1.3.0} into level, module, pid, thread and client (with geoip), the text left
 * as {@code message}.
 */
final class ApacheErrorLogs extends LogsStreamDataset {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("EEE MMM dd HH:mm:ss.SSSSSS yyyy",
            Locale.ROOT).withZone(ZoneOffset.UTC);
    private static final String[] MODULES = {"proxy", "core", "authz_core", "ssl", "mpm_event", "php7"};
    private static final String[] LEVELS = {"error", "warn", "info", "notice"};
    private static final LineTemplates MESSAGES = new LineTemplates(0.9,
            "AH01114: HTTP: failed to make connection to backend: 10.12.{n2}.{n2}",
            "AH00128: File does not exist: /var/www/html/{w1}.php",
            "AH01630: client denied by server configuration: /var/www/html/{w1}",
            "AH02032: Hostname www.example.com provided via SNI and hostname {ip} provided via HTTP are different",
            "AH00094: Command line: '/usr/sbin/apache2'",
            "PHP Warning:  Undefined variable $item{n1} in /var/www/html/{w1}.php on line {n3}",
            "AH01071: Got error 'Primary script unknown'");

    ApacheErrorLogs() {
        super("logs-apache-error", "apache.error", "apache error-log events after the apache.error pipeline (level, "
                + "module, pid, client with geoip, message), ~2.1 KB", """
            keyword : tags
            match_only_text : message
            keyword apache: error.module
            match_only_text error: message
            keyword event: kind timezone category type agent_id_status
            keyword file: path
            keyword http: request.referrer request.method version
            long http: response.status_code response.body.bytes
            keyword input: type
            keyword log: file.path level
            long log: offset
            long process: pid thread.id
            keyword source: address
            long source: port
            keyword url: path extension original domain query
            keyword user: name
            keyword user_agent: original os.name name device.name
            """ + WebClients.SOURCE_FIELDS + INTEGRATION_FIELDS + KUBERNETES_FIELDS);
    }

    @Override
    Events events(SplittableRandom random) {
        Fleet fleet = new Fleet(4, Fleet.Origin.KUBERNETES_POD, null, "apache");
        WebClients clients = new WebClients(2);
        return events(random, fleet, 3000, (doc, millis, machine) -> {
            int module = random.nextInt(MODULES.length);
            String level = LEVELS[Math.min(LEVELS.length - 1, (int) (-Math.log(1 - random.nextDouble()) * 0.8))];
            int pid = 10 + machine;
            long thread = 139_000_000_000_000L + random.nextInt(1_000_000);
            int client = clients.pick(random);
            int port = 1024 + random.nextInt(64_000);
            String message = MESSAGES.next(random);
            String line = "[" + TIME.format(Instant.ofEpochMilli(millis)) + "] [" + MODULES[module] + ":" + level
                    + "] [pid " + pid + ":tid " + thread + "] [client " + clients.address(client) + ":" + port + "] "
                    + message;
            doc.put("message", message).put("log.level", level)
                    .put("apache.error.module", MODULES[module]).put("process.pid", pid).put("process.thread.id", thread);
            doc.put("source.address", clients.address(client));
            clients.source(doc, client);
            doc.put("source.port", port).put("event.kind", "event").put("event.category", List.of("web"))
                    .put("event.type", List.of(level.equals("error") ? "error" : "info"));
            return line;
        });
    }
}
