package ingestlab.data.synth;

import java.time.Instant;
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

    /**
     * A raw log line's size (the track's {@code msglen}; counted in characters, which for these nearly all-ASCII lines
     * are bytes) and the document made of it.
     */
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
     * Adds the envelope of one event from {@code machine} of {@code fleet}: the machine's part ({@link Fleet#stamp}),
     * the data stream, the event's dataset and module, and when it was ingested.
     */
    void envelope(Doc doc, Fleet fleet, int machine, long millis, int lineBytes, SplittableRandom random) {
        fleet.stamp(doc, machine, lineBytes, random);
        doc.put("data_stream.namespace", "default").put("data_stream.type", "logs").put("data_stream.dataset", dataset);
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
