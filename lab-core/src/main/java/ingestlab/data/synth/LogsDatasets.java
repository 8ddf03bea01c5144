package ingestlab.data.synth;

import java.util.List;

/** The data streams of Rally's {@code elastic/logs} track, one generator each, in the track's order. */
public final class LogsDatasets {
    private static final List<LogsStreamDataset> ALL = List.of(
            new K8ApplicationLogs(), new SystemSyslogLogs(), new NginxAccessLogs(), new NginxErrorLogs(),
            new ApacheAccessLogs(), new ApacheErrorLogs(), new KafkaLogs(), new MysqlSlowlogLogs(),
            new MysqlErrorLogs(), new PostgresqlLogs(), new RedisSlowlogLogs(), new RedisLogs(), new SystemAuthLogs());

    private LogsDatasets() {}

    public static List<LogsStreamDataset> all() {
        return ALL;
    }
}
