package ingestlab.data.synth;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Redis slow-log entries ({@code logs-redis.slowlog-default}; corpus {@code redis-app-slowlogs}), as Filebeat's
 * redis input reads them from {@code SLOWLOG GET} (the stream's pipeline does nothing): the command line as
 * {@code message}, with command, key, arguments, id and duration. Estimated: the envelope is the other Kubernetes
 * streams' (a container's log file and offset), though the redis input reads over the network and has neither; and
 * the mean line (about 50 bytes, the command and its arguments) is a guess that weighs on the stream's document share.
 */
final class RedisSlowlogLogs extends LogsStreamDataset {
    private static final String[] COMMANDS = {"GET", "SET", "HGETALL", "ZRANGEBYSCORE", "KEYS", "LRANGE", "DEL", "EVAL"};
    private static final Zipf COMMAND_RANK = Zipf.ofExponent(COMMANDS.length, 1.0);
    private static final LineTemplates KEYS = new LineTemplates(1.0, "session:{x16}", "cart:{n6}", "product:{n5}:stock",
            "recommendations:{n6}", "rate-limit:{ip}", "leaderboard:{w1}");

    /** A session's JSON, the value of the slow {@code SET}s. */
    private static final String SESSION = "{\"user\":{n6},\"cart\":[{n5},{n5},{n5}],\"locale\":\"{w1}\",\"csrf\":\"{x32}\",\"last_seen\":157783{d4}}";

    RedisSlowlogLogs() {
        super("logs-redis-slowlog", "redis.slowlog", "Redis slow-log entries (command, key, arguments, duration), "
                + "~1.8 KB", """
            keyword redis: slowlog.args slowlog.cmd slowlog.key
            long redis: slowlog.duration.us slowlog.id
            keyword : message
            """ + INTEGRATION_FIELDS + KUBERNETES_FIELDS);
    }

    @Override
    Events events(SplittableRandom random) {
        Fleet fleet = new Fleet(3, Fleet.Origin.KUBERNETES_POD, null, "redis");
        long[] ids = new long[1];
        return events(random, fleet, 2000, (doc, millis, machine) -> {
            String command = COMMANDS[COMMAND_RANK.next(random)];
            String key = KEYS.next(random);
            List<String> args = command.equals("SET") ? List.of(LineTemplates.fill(SESSION, random), "EX", "3600")
                    : command.equals("ZRANGEBYSCORE") ? List.of("0", Integer.toString(random.nextInt(100_000)), "WITHSCORES")
                    : List.of();
            String message = command + " " + key + (args.isEmpty() ? "" : " " + String.join(" ", args));
            doc.put("message", message).put("redis.slowlog.cmd", command)
                    .put("redis.slowlog.key", key);
            if (!args.isEmpty()) {
                doc.put("redis.slowlog.args", args);
            }
            doc.put("redis.slowlog.id", ids[0]++)
                    .put("redis.slowlog.duration.us", 10_000 + (long) (-Math.log(1 - random.nextDouble()) * 20_000));
            readAt(doc, millis, random);
            return message;
        });
    }
}
