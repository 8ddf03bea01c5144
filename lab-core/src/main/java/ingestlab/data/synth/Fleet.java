package ingestlab.data.synth;

import static ingestlab.data.synth.LogsStreamDataset.hex;
import static ingestlab.data.synth.LogsStreamDataset.mac;
import static ingestlab.data.synth.LogsStreamDataset.uuid;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The machines one stream's logs come from, fixed for the stream (their own seed): each with the host and agent
 * fields Elastic Agent (Filebeat 7.x) writes, its cloud and Kubernetes metadata when it has them, and where its
 * lines are read from. Mutable (the files' offsets): one per event stream.
 */
final class Fleet {
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
    @SuppressWarnings({"unchecked", "rawtypes"}) // arrays of maps: Java has no generic array creation
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

    /**
     * Adds where {@code machine} read a line of {@code lineBytes} (input, file, offset, and the container's output
     * stream) and its host, agent, cloud, Kubernetes and container fields.
     */
    void stamp(Doc doc, int machine, int lineBytes, SplittableRandom random) {
        doc.put("input.type", inputType).put("log.file.path", logPaths[machine])
                .put("log.offset", offsets[machine]);
        offsets[machine] += lineBytes + 1;
        if (inputType.equals("container")) {
            doc.put("stream", random.nextInt(4) == 0 ? "stderr" : "stdout");
        }
        doc.put("host", hosts[machine]).put("agent", agents[machine]);
        if (clouds[machine] != null) {
            doc.put("cloud", clouds[machine]);
        }
        if (kubernetes[machine] != null) {
            doc.put("kubernetes", kubernetes[machine]);
        }
        if (containers[machine] != null) {
            doc.put("container", containers[machine]);
        }
    }

    /** Which of the apps {@code machine} runs. */
    int app(int machine) {
        return machine % apps;
    }

    String hostName(int machine) {
        return (String) hosts[machine].get("name");
    }
}
