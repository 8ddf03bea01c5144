package ingestlab.experiment;

import ingestlab.data.Dataset;
import ingestlab.data.DatasetCatalog;
import ingestlab.data.DocFeed;
import ingestlab.metrics.FetchProbe;
import ingestlab.metrics.GcStats;
import ingestlab.metrics.Observations;
import ingestlab.node.IndexingClients;
import ingestlab.node.Node;
import ingestlab.node.NodeReport;
import ingestlab.node.NodeSettings;
import ingestlab.spec.ExperimentSpec;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Runs one trial: opens the dataset, starts a node in {@code directory}, drives it with the clients, finishes it,
 * and checks that the index holds exactly the documents fed.
 */
public final class Trial {
    private final ExperimentSpec spec;
    private final Path directory;
    private final boolean keepIndex;

    public Trial(ExperimentSpec spec, Path directory, boolean keepIndex) {
        this.spec = spec;
        this.directory = directory;
        this.keepIndex = keepIndex;
    }

    public Observations run(ProgressListener progress) throws IOException, InterruptedException, TrialFailure {
        Dataset dataset = DatasetCatalog.find(spec.dataset());
        GcStats gcBefore = GcStats.now();
        IndexingClients clients = new IndexingClients(spec.threads(), spec.bulkSize(), spec.docs());
        try (DocFeed feed = dataset.open(spec.seed());
             Node node = Node.start(NodeSettings.from(spec, directory), keepIndex)) {
            IndexingClients.Result sent = clients.run(node, feed, progress::indexed);
            progress.finishing();
            NodeReport report = node.finish();
            GcStats gc = GcStats.now().since(gcBefore);
            if (report.maxDocs() != sent.docs()) {
                throw new TrialFailure("the index holds " + report.maxDocs() + " documents but " + sent.docs()
                        + " were fed");
            }
            // After the GC snapshot, so fetching does not count as indexing garbage.
            double fetchNanos = spec.measureFetch()
                    ? node.measureFetch(FetchProbe.SAMPLE, FetchProbe.WARMUP, spec.seed()) : Double.NaN;
            return new Observations(sent.docs(), sent.sourceBytes(), sent.elapsedNanos(), sent.bulkLatencyMicros(),
                    report.controllerChecks(), report.controllerWrites(), report.throttleNanos(), report.io(),
                    report.refreshes(), report.refreshNanos(), report.merges(), report.mergeNanos(),
                    report.segmentCount(), report.segmentCountMax(), report.storeBytes(), report.storedFieldsBytes(), gc,
                    report.maxDocs(), fetchNanos);
        }
    }
}
