package ingestlab.data.synth;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * One data stream of Rally's {@code elastic/logs} track ({@code logging-indexing}; elastic/rally-tracks
 * {@code elastic/logs/track.json} at b1479ad8, 2023-03-28): documents shaped as that stream's shard indexes them,
 * that is after the integration's ingest pipeline ({@code elastic/logs/pipelines/*.json}) has parsed the raw line
 * into fields, with the envelope Elastic Agent adds ({@code @timestamp}, {@code data_stream.*}, {@code host.*},
 * {@code agent.*}, {@code log.*}, {@code event.*}, and {@code cloud.*} for the corpora gathered on Google Cloud).
 *
 * <p>The declared mapping is the stream's composable template ({@code elastic/logs/templates/composable/*.json},
 * with {@code .fleet_component_template-1} and {@code track-custom-mappings}) transcribed as {@link FieldGroups},
 * plus the fields the documents carry that the template maps through its {@code strings_as_keyword} dynamic
 * template ({@code agent.*} and the like: keywords, numbers as {@code long}), so {@code --mapping explicit} indexes
 * every field Elasticsearch would. Template types the lab lacks are declared as their closest kin: {@code wildcard} as
 * {@code keyword}. Object fields mapped only by dynamic templates ({@code labels.*}) are left out.
 *
 * <p>What could not be read: the corpora themselves (downloaded from rally-tracks.elastic.co, not in the repository),
 * so the line shapes follow the pipelines' grok patterns and the sample documents in elastic/rally-tracks
 * {@code elastic/tests/parameter_sources/resources/documents}, and the sizes are estimates ({@code LogsStreams}).
 */
public abstract class LogsStreamDataset extends SyntheticDataset {
    /** The track's default {@code start-date}, 2020-01-01T00:00:00Z. */
    private static final long START_MILLIS = 1_577_836_800_000L;
    /** Fields Elastic Agent adds that the integration templates map dynamically ({@code strings_as_keyword}). */
    static final String AGENT_FIELDS = """
            keyword agent: hostname name id ephemeral_id type version
            keyword input: type
            keyword log: file.path
            long log: offset
            keyword ecs: version
            keyword : stream
            """;
    /**
     * The fields every integration template of the track declares alike: ECS's {@code @timestamp}, {@code cloud},
     * {@code container}, {@code host} and {@code ecs}, the data stream's constant keywords, the Fleet component
     * template's {@code event.agent_id_status} and {@code event.ingested}, and the track's {@code event.created}; with
     * {@link #AGENT_FIELDS}.
     */
    static final String INTEGRATION_FIELDS = """
            date : @timestamp
            keyword cloud: availability_zone image.id instance.name instance.id provider machine.type project.id
            keyword cloud: region account.id
            keyword container: image.name name id
            constant_keyword data_stream: namespace type dataset
            keyword ecs: version
            constant_keyword event: module dataset
            date event: created ingested
            keyword event: agent_id_status
            boolean host: containerized
            ip host: ip
            keyword host: hostname os.build os.kernel os.codename os.name os.family os.version os.platform
            keyword host: domain name id type mac architecture
            """ + AGENT_FIELDS;
    /** The Kubernetes metadata of the integration corpora gathered on Kubernetes, mapped dynamically as keywords. */
    static final String KUBERNETES_FIELDS = """
            keyword kubernetes: node.name labels.app labels.release pod.uid pod.name namespace container.image
            keyword kubernetes: container.name
            """;

    private final String dataset;
    private final String module;

    /**
     * @param dataset the integration's dataset ({@code nginx.access}); the data stream is {@code logs-DATASET-default}
     * @param fieldGroups the declared fields, as {@link FieldGroups} lines
     */
    LogsStreamDataset(String name, String dataset, String description, String fieldGroups) {
        super(name, description, "synthetic, modelled on Rally's elastic/logs track (data stream logs-" + dataset
                + "-default; fields from its template and ingest pipeline)", FieldGroups.mappingJson(fieldGroups));
        this.dataset = dataset;
        this.module = dataset.substring(0, dataset.indexOf('.') < 0 ? dataset.length() : dataset.indexOf('.'));
    }

    /** A raw log line's size in bytes (the track's {@code msglen}) and the document made of it. */
    record LogEvent(int rawBytes, Map<String, Object> source) {}

    /** Draws one stream's events from one seeded random stream. */
    interface Events {
        LogEvent next();
    }

    /** A new event stream drawing from {@code random}. */
    abstract Events events(SplittableRandom random);

    /** Fills one event's own fields into {@code doc} (which holds its {@code @timestamp}) and returns its raw line. */
    interface Lines {
        String next(Doc doc, long millis, int machine);
    }

    /**
     * Events from the machines of {@code fleet}, about {@code meanGapMillis} apart: each one's own fields and raw line
     * from {@code lines}, then the envelope.
     */
    final Events events(SplittableRandom random, Fleet fleet, double meanGapMillis, Lines lines) {
        Clock clock = new Clock(meanGapMillis);
        return () -> {
            long millis = clock.next(random);
            int machine = fleet.pick(random);
            Doc doc = new Doc().put("@timestamp", iso(millis));
            String line = lines.next(doc, millis, machine);
            envelope(doc, fleet, machine, millis, line.length(), random);
            return new LogEvent(line.length(), doc.root);
        };
    }

    /** Sets {@code event.created} to when the agent read the line: the pipelines that parse a time move it there. */
    static void readAt(Doc doc, long millis, SplittableRandom random) {
        doc.put("event.created", iso(millis + 200 + random.nextInt(2000)));
    }

    @Override
    final Generator generator(SplittableRandom random) {
        Events events = events(random);
        return () -> events.next().source();
    }

    /** The mean raw line size of the first {@code docs} events for a seed: what the track's byte ratios count. */
    public final double meanRawBytes(long seed, int docs) {
        Events events = events(new SplittableRandom(seed));
        long bytes = 0;
        for (int i = 0; i < docs; i++) {
            bytes += events.next().rawBytes();
        }
        return bytes / (double) docs;
    }

    /** The integration's dataset, such as {@code nginx.access}. */
    public final String dataStreamDataset() {
        return dataset;
    }

    /** A nested document written with dotted names: {@code put("log.file.path", v)} makes {@code log: {file: {path}}}. */
    static final class Doc {
        final Map<String, Object> root = new LinkedHashMap<>(16);

        @SuppressWarnings("unchecked")
        Doc put(String dotted, Object value) {
            Map<String, Object> object = root;
            int start = 0;
            for (int dot = dotted.indexOf('.'); dot >= 0; dot = dotted.indexOf('.', start)) {
                object = (Map<String, Object>) object.computeIfAbsent(dotted.substring(start, dot),
                        k -> new LinkedHashMap<String, Object>(8));
                start = dot + 1;
            }
            object.put(dotted.substring(start), value);
            return this;
        }
    }

    /** The stream's clock: events about {@code meanGapMillis} apart, from the track's start date. */
    private static final class Clock {
        private final double meanGapMillis;
        private long millis = START_MILLIS;

        Clock(double meanGapMillis) {
            this.meanGapMillis = meanGapMillis;
        }

        long next(SplittableRandom random) {
            millis += (long) (-Math.log(1 - random.nextDouble()) * meanGapMillis);
            return millis;
        }
    }

    static String iso(long millis) {
        return Instant.ofEpochMilli(millis).toString();
    }

    /**
     * Where a corpus was gathered, which decides its envelope. The track's {@code exclude-properties} removes the
     * {@code container} object from every integration corpus gathered on Kubernetes and the {@code kubernetes} object
     * from the application logs.
     */
    enum Origin {
        /** A pod on Google Kubernetes Engine: cloud and {@code kubernetes.*} metadata, {@code container} removed. */
        KUBERNETES_POD,
        /** An application container on Kubernetes: cloud and {@code container.*} metadata, {@code kubernetes} removed. */
        APPLICATION_CONTAINER,
        /** A plain server: a log file read by the {@code log} input, no cloud metadata. */
        SERVER
    }

    /**
     * The machines one stream's logs come from, fixed for the stream (their own seed): each with the host and agent
     * fields Elastic Agent (Filebeat 7.x) writes, its cloud and Kubernetes metadata when it has them, and where its
     * lines are read from. Mutable (the files' offsets): one per event stream.
     */
    static final class Fleet {
        private final Map<String, Object>[] hosts;
        private final Map<String, Object>[] agents;
        private final Map<String, Object>[] clouds;
        private final Map<String, Object>[] kubernetes;
        private final Map<String, Object>[] containers;
        private final String[] logPaths;
        private final long[] offsets;
        private final String inputType;
        private final int apps;
        private final Zipf busy;

        /**
         * @param logFile the file every server's lines are read from; containers' lines come from their Docker JSON log
         * @param apps what runs there ({@code nginx}), machine i running app i modulo their number: names pods,
         *     containers and images
         */
        @SuppressWarnings("unchecked")
        Fleet(int size, Origin origin, String logFile, String... apps) {
            SplittableRandom r = new SplittableRandom(String.join(",", apps).hashCode());
            this.apps = apps.length;
            boolean onCloud = origin != Origin.SERVER;
            inputType = onCloud ? "container" : "log";
            logPaths = new String[size];
            offsets = new long[size];
            hosts = new Map[size];
            agents = new Map[size];
            clouds = new Map[size];
            kubernetes = new Map[size];
            containers = new Map[size];
            for (int i = 0; i < size; i++) {
                String app = apps[i % apps.length];
                String container = hex(r, 64);
                logPaths[i] = onCloud ? "/var/lib/docker/containers/" + container + "/" + container + "-json.log" : logFile;
                String node = "gke-demo-elastic-co-default-pool-" + hex(r, 8) + "-" + hex(r, 4);
                String name = onCloud ? "filebeat-demo-" + hex(r, 5) : "ip-10-0-" + r.nextInt(256) + "-" + r.nextInt(256);
                Doc host = new Doc().put("hostname", name).put("name", name).put("id", hex(r, 32))
                        .put("architecture", "x86_64").put("containerized", false)
                        .put("ip", List.of("10." + r.nextInt(256) + "." + r.nextInt(256) + "." + r.nextInt(256)))
                        .put("mac", List.of(mac(r)));
                if (onCloud) {
                    host.put("os.platform", "centos").put("os.name", "CentOS Linux").put("os.codename", "Core")
                            .put("os.kernel", "4.14.138+").put("os.family", "redhat").put("os.version", "7 (Core)");
                } else {
                    host.put("os.platform", "ubuntu").put("os.name", "Ubuntu").put("os.codename", "focal")
                            .put("os.kernel", "5.4.0-1029-aws").put("os.family", "debian")
                            .put("os.version", "20.04.1 LTS (Focal Fossa)");
                }
                hosts[i] = Collections.unmodifiableMap(host.root);
                agents[i] = Collections.unmodifiableMap(new Doc().put("hostname", name).put("name", name)
                        .put("id", uuid(r)).put("ephemeral_id", uuid(r)).put("type", "filebeat").put("version", "7.9.0").root);
                if (onCloud) {
                    clouds[i] = Collections.unmodifiableMap(new Doc()
                            .put("availability_zone", "us-central1-" + "abcf".charAt(r.nextInt(4))).put("provider", "gcp")
                            .put("instance.id", Long.toUnsignedString(r.nextLong())).put("instance.name", node)
                            .put("project.id", "elastic-product").put("machine.type", "n1-standard-32").root);
                }
                String pod = app + "-" + (origin == Origin.KUBERNETES_POD ? i : hex(r, 10) + "-" + hex(r, 5));
                String image = "docker.elastic.co/demos/" + app + ":" + (1 + r.nextInt(3)) + "." + r.nextInt(20) + "." + r.nextInt(10);
                if (origin == Origin.KUBERNETES_POD) {
                    kubernetes[i] = Collections.unmodifiableMap(new Doc().put("node.name", node)
                            .put("labels.app", app).put("labels.release", app + "-green")
                            .put("pod.uid", uuid(r)).put("pod.name", pod).put("namespace", "green")
                            .put("container.image", image).put("container.name", app).root);
                } else if (origin == Origin.APPLICATION_CONTAINER) {
                    int colon = image.lastIndexOf(':');
                    containers[i] = Collections.unmodifiableMap(new Doc().put("id", container)
                            .put("name", app + "_" + pod).put("image.name", image.substring(0, colon))
                            .put("image.tag", List.of(image.substring(colon + 1))).put("runtime", "docker").root);
                }
            }
            busy = Zipf.ofExponent(size, 0.8);
        }

        int pick(SplittableRandom random) {
            return busy.next(random);
        }

        /** Which of the apps {@code machine} runs. */
        int app(int machine) {
            return machine % apps;
        }

        String hostName(int machine) {
            return (String) hosts[machine].get("name");
        }
    }

    /**
     * Adds the envelope of one event from {@code machine} of {@code fleet}: where the line was read (input, file,
     * offset), data stream, host, agent, cloud, the event's dataset and module, and when it was ingested.
     */
    void envelope(Doc doc, Fleet fleet, int machine, long millis, int lineBytes, SplittableRandom random) {
        doc.put("input.type", fleet.inputType).put("log.file.path", fleet.logPaths[machine])
                .put("log.offset", fleet.offsets[machine]);
        fleet.offsets[machine] += lineBytes + 1;
        if (fleet.inputType.equals("container")) {
            doc.put("stream", random.nextInt(4) == 0 ? "stderr" : "stdout");
        }
        doc.put("data_stream.namespace", "default").put("data_stream.type", "logs").put("data_stream.dataset", dataset)
                .put("host", fleet.hosts[machine]).put("agent", fleet.agents[machine]);
        if (fleet.clouds[machine] != null) {
            doc.put("cloud", fleet.clouds[machine]);
        }
        if (fleet.kubernetes[machine] != null) {
            doc.put("kubernetes", fleet.kubernetes[machine]);
        }
        if (fleet.containers[machine] != null) {
            doc.put("container", fleet.containers[machine]);
        }
        doc.put("ecs.version", "1.12.0").put("event.dataset", dataset).put("event.module", module);
        if (ingestedByFleet()) {
            doc.put("event.ingested", iso(millis + 1000 + random.nextInt(20_000)));
        }
    }

    /** Whether the template's Fleet final pipeline ({@code .fleet_final_pipeline-1}) sets {@code event.ingested}. */
    boolean ingestedByFleet() {
        return true;
    }

    static String hex(SplittableRandom random, int digits) {
        StringBuilder out = new StringBuilder(digits);
        for (int i = 0; i < digits; i++) {
            out.append(Character.forDigit(random.nextInt(16), 16));
        }
        return out.toString();
    }

    static String uuid(SplittableRandom random) {
        return hex(random, 8) + "-" + hex(random, 4) + "-" + hex(random, 4) + "-" + hex(random, 4) + "-" + hex(random, 12);
    }

    static String mac(SplittableRandom random) {
        StringBuilder out = new StringBuilder(17);
        for (int i = 0; i < 6; i++) {
            out.append(i > 0 ? ":" : "").append(hex(random, 2));
        }
        return out.toString();
    }

    static String ip(SplittableRandom random) {
        return (1 + random.nextInt(223)) + "." + random.nextInt(256) + "." + random.nextInt(256) + "." + random.nextInt(256);
    }
}
