package ingestlab.data.synth;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * System syslog ({@code logs-system.syslog-default}; corpus {@code system-syslog-logs}): lines such as
 * {@code Jan  1 00:00:01 ip-10-0-1-2 systemd[1]: Started Session 42 of user ubuntu.}, parsed by
 * {@code logs-system.syslog-1.6.4} into process name and pid, the rest kept as {@code message}. Servers, not
 * containers: read from {@code /var/log/syslog} by the {@code log} input, with no cloud metadata.
 */
final class SystemSyslogLogs extends LogsStreamDataset {
    static final DateTimeFormatter SYSLOG_TIME = DateTimeFormatter.ofPattern("MMM ppd HH:mm:ss", Locale.ROOT)
            .withZone(ZoneOffset.UTC);
    private static final String[] PROCESSES = {"systemd", "kernel", "CRON", "dhclient", "rsyslogd", "dockerd",
        "containerd", "kubelet", "snapd", "systemd-resolved", "ntpd", "sshd"};
    private static final LineTemplates[] MESSAGES = {
        new LineTemplates(0.8, "Started Session {n4} of user {ubuntu|ec2-user|admin}.", "Starting Daily apt upgrade and clean activities...",
            "Started Daily apt download activities.", "{motd-news.service|apt-daily.service|logrotate.service}: Succeeded.",
            "Created slice User Slice of UID {n4}.", "Starting Cleanup of Temporary Directories..."),
        new LineTemplates(0.8, "[{n6}.{d6}] IPv6: ADDRCONF(NETDEV_CHANGE): veth{x7}: link becomes ready",
            "[{n6}.{d6}] cni0: port {n1}(veth{x7}) entered forwarding state",
            "[{n6}.{d6}] EXT4-fs (nvme{n1}n1p1): mounted filesystem with ordered data mode. Opts: (null)"),
        new LineTemplates(0.8, "(root) CMD (command -v debian-sa1 > /dev/null && debian-sa1 1 1)",
            "(root) CMD (   cd / && run-parts --report /etc/cron.hourly)"),
        new LineTemplates(0.8, "DHCPREQUEST for 10.0.{n2}.{n2} on eth0 to 10.0.0.1 port 67 (xid=0x{x8})",
            "DHCPACK of 10.0.{n2}.{n2} from 10.0.0.1", "bound to 10.0.{n2}.{n2} -- renewal in {n4} seconds."),
        new LineTemplates(0.8, "[origin software=\"rsyslogd\" swVersion=\"8.2001.0\" x-pid=\"{n4}\" x-info=\"https://www.rsyslog.com\"] rsyslogd was HUPed"),
        new LineTemplates(0.8, "time=\"2020-01-01T00:00:00.{d9}Z\" level=info msg=\"ignoring event\" module=libcontainerd namespace=moby topic=/tasks/delete type=\"*events.TaskDelete\"",
            "time=\"2020-01-01T00:00:00.{d9}Z\" level=warning msg=\"{w6}\""),
        new LineTemplates(0.8, "time=\"2020-01-01T00:00:00.{d9}Z\" level=info msg=\"shim disconnected\" id={x64}"),
        new LineTemplates(0.8, "I0101 00:00:00.{d6}    {n4} kubelet_getters.go:{n3}] \"Pod status updated\" pod=\"kube-system/{w1}-{x5}\" status=Running",
            "E0101 00:00:00.{d6}    {n4} pod_workers.go:{n3}] Error syncing pod {x8}-{x4}-{x4}-{x4}-{x12} (\"{w1}-{x5}_default\"), skipping: failed to \"StartContainer\" for \"{w1}\" with CrashLoopBackOff"),
        new LineTemplates(0.8, "Autorefresh is disabled.", "message repeated {n1} times: [ Autorefresh is disabled.]"),
        new LineTemplates(0.8, "Server returned error NXDOMAIN, mitigating potential DNS violation DVE-2018-0001, retrying transaction with reduced feature level UDP."),
        new LineTemplates(0.8, "{n1} Jan {n2} 00:00:00 ntpd[{n4}]: adjusting local clock by {n1}.{d6}s"),
        new LineTemplates(0.8, "Received disconnect from {ip} port {n5}:11: Bye Bye [preauth]"),
    };
    private static final Zipf PROCESS_RANK = Zipf.ofExponent(PROCESSES.length, 1.0);

    SystemSyslogLogs() {
        super("logs-system-syslog", "system.syslog", "syslog events after the system.syslog pipeline (process name and "
                + "pid, message), ~1.0 KB", """
            match_only_text : message
            keyword event: code provider kind action category type outcome agent_id_status
            long event: sequence
            keyword host: os.full
            keyword process: name
            long process: pid
            keyword event: timezone
            """ + INTEGRATION_FIELDS);
    }

    @Override
    Events events(SplittableRandom random) {
        Fleet fleet = new Fleet(20, Fleet.Origin.SERVER, "/var/log/syslog", "system");
        return events(random, fleet, 500, (doc, millis, machine) -> {
            int process = PROCESS_RANK.next(random);
            String message = MESSAGES[process].next(random);
            int pid = process == 1 ? 0 : 1 + random.nextInt(30_000);
            String name = fleet.hostName(machine);
            String line = SYSLOG_TIME.format(java.time.Instant.ofEpochMilli(millis)) + " " + name + " "
                    + PROCESSES[process] + (pid > 0 ? "[" + pid + "]" : "") + ": " + message;
            doc.put("message", message)
                    .put("process.name", PROCESSES[process]);
            if (pid > 0) {
                doc.put("process.pid", pid);
            }
            doc.put("event.timezone", "+00:00");
            return line;
        });
    }
}
