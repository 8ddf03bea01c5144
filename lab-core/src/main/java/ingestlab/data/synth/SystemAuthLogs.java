package ingestlab.data.synth;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * System auth logs ({@code logs-system.auth-default}; corpus {@code system-auth-logs}): sshd, sudo and PAM lines of
 * {@code /var/log/auth.log}, parsed by {@code logs-system.auth-1.6.4}: ssh logins into event, method, user and source
 * (with geoip), sudo into its user and command, others kept as {@code message}. Servers, not containers.
 */
final class SystemAuthLogs extends LogsStreamDataset {
    private static final String[] USERS = {"ubuntu", "root", "admin", "deploy", "test", "oracle", "postgres", "git"};
    private static final Zipf USER_RANK = Zipf.ofExponent(USERS.length, 1.0);
    private static final LineTemplates PAM = new LineTemplates(1.0,
            "pam_unix(sshd:session): session opened for user {ubuntu|deploy} by (uid=0)",
            "pam_unix(sshd:session): session closed for user {ubuntu|deploy}",
            "pam_unix(cron:session): session opened for user root by (uid=0)",
            "Received disconnect from {ip} port {n5}:11: Bye Bye [preauth]",
            "Disconnected from invalid user {w1} {ip} port {n5} [preauth]");

    SystemAuthLogs() {
        super("logs-system-auth", "system.auth", "auth-log events after the system.auth pipeline (ssh logins with "
                + "source geoip, sudo commands, PAM sessions), ~1.3 KB", """
            keyword : version
            match_only_text : message
            match_only_text error: message
            keyword event: code provider kind action category type outcome agent_id_status
            long event: sequence
            keyword group: name id
            keyword host: os.full
            keyword process: name
            long process: pid
            ip related: ip
            keyword related: hosts user
            long source: port
            ip system: auth.ssh.dropped_ip
            keyword system: auth.ssh.method auth.ssh.signature auth.ssh.event auth.sudo.tty auth.sudo.error
            keyword system: auth.sudo.pwd auth.sudo.user auth.sudo.command auth.useradd.shell auth.useradd.home
            keyword user: effective.name name id
            keyword event: timezone
            """ + WebClients.SOURCE_FIELDS + INTEGRATION_FIELDS);
    }

    @Override
    Events events(SplittableRandom random) {
        Fleet fleet = new Fleet(20, Fleet.Origin.SERVER, "/var/log/auth.log", "system");
        WebClients clients = new WebClients(3);
        return events(random, fleet, 1000, (doc, millis, machine) -> {
            String user = USERS[USER_RANK.next(random)];
            int pid = 1000 + random.nextInt(60_000);
            int kind = random.nextInt(10);
            String process;
            String text;
            if (kind < 5) {
                process = "sshd";
                boolean accepted = kind == 0;
                String event = accepted ? "Accepted" : kind < 3 ? "Invalid" : "Failed";
                String method = accepted || kind == 4 ? "publickey" : "password";
                int client = clients.pick(random);
                int port = 1024 + random.nextInt(64_000);
                String signature = accepted ? "RSA SHA256:" + LineTemplates.fill("{x43}", random) : null;
                text = (event.equals("Invalid") ? "Invalid user " + user + " from " + clients.address(client) + " port " + port
                        : event + " " + method + " for " + user + " from " + clients.address(client) + " port " + port
                        + " ssh2" + (signature != null ? ": " + signature : ""));
                doc.put("system.auth.ssh.event", event);
                if (!event.equals("Invalid")) {
                    doc.put("system.auth.ssh.method", method);
                }
                if (signature != null) {
                    doc.put("system.auth.ssh.signature", signature);
                }
                doc.put("user.name", user);
                clients.source(doc, client);
                doc.put("source.port", port).put("event.kind", "event").put("event.action", "ssh_login")
                        .put("event.category", List.of("authentication", "session"))
                        .put("event.outcome", accepted ? "success" : "failure")
                        .put("event.type", List.of(accepted ? "start" : "info"))
                        .put("related.user", List.of(user)).put("related.ip", List.of(clients.address(client)));
            } else if (kind < 7) {
                process = "sudo";
                String command = LineTemplates.fill("{/usr/bin/apt-get update|/bin/systemctl restart nginx|/usr/bin/tail -f /var/log/syslog|/bin/ls /root}", random);
                text = "   " + user + " : TTY=pts/" + random.nextInt(4) + " ; PWD=/home/" + user + " ; USER=root ; COMMAND=" + command;
                doc.put("system.auth.sudo.tty", "pts/" + random.nextInt(4)).put("system.auth.sudo.pwd", "/home/" + user)
                        .put("system.auth.sudo.user", "root").put("system.auth.sudo.command", command)
                        .put("user.name", user).put("user.effective.name", "root").put("event.kind", "event")
                        .put("event.category", List.of("process")).put("event.type", List.of("info"))
                        .put("related.user", List.of(user, "root"));
            } else {
                process = kind < 9 ? "sshd" : "CRON";
                text = PAM.next(random);
                doc.put("message", text).put("event.kind", "event");
            }
            String host = fleet.hostName(machine);
            String line = SystemSyslogLogs.SYSLOG_TIME.format(Instant.ofEpochMilli(millis)) + " " + host + " " + process
                    + "[" + pid + "]: " + text;
            List<String> hosts = new ArrayList<>(1);
            hosts.add(host);
            doc.put("process.name", process).put("process.pid", pid).put("related.hosts", hosts)
                    .put("event.timezone", "+00:00");
            return line;
        });
    }
}
