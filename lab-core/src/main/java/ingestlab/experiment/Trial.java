package ingestlab.experiment;

import ingestlab.data.Dataset;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.mapping.DocBuilder;
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
        Dataset dataset = spec.dataset();
        DocBuilder builder = DocBuilder.forDataset(dataset, spec.mapping(), spec.mappingFile());
        GcStats gcBefore = GcStats.now();
        IndexingClients clients = new IndexingClients(new IndexingClients.Settings(spec.threads(), spec.bulkSize(),
                spec.docs(), spec.updateRatio(), spec.seed(), spec.skipBad()), builder);
        try (DocFeed feed = dataset.open(new FeedOptions(spec.seed(), spec.skipBad()));
             Node node = Node.start(NodeSettings.from(spec, directory), keepIndex)) {
            IndexingClients.Result sent = clients.run(node, feed, progress::indexed);
            progress.finishing();
            NodeReport report = node.finish();
            GcStats gc = GcStats.now().since(gcBefore);
            verify(spec, sent, report);
            // After the GC snapshot, so fetching does not count as indexing garbage.
            double fetchNanos = spec.measureFetch()
                    ? node.measureFetch(FetchProbe.SAMPLE, FetchProbe.WARMUP, spec.seed()) : Double.NaN;
            return new Observations(sent.docs(), sent.sourceBytes(), sent.elapsedNanos(), sent.bulkLatencyMicros(),
                    report.controllerChecks(), report.controllerWrites(), report.throttleNanos(), report.io(),
                    report.refreshes(), report.refreshNanos(), report.merges(), report.mergeNanos(),
                    report.segmentCount(), report.segmentCountMax(), report.storeBytes(), report.storedFieldsBytes(), gc,
                    report.liveDocs(), sent.badDocs(), fetchNanos);
        }
    }

    /**
     * The index must hold exactly what was fed: every document, or with updates, every distinct id once; and the
     * feed must have delivered every document asked for.
     */
    private static void verify(ExperimentSpec spec, IndexingClients.Result sent, NodeReport report) throws TrialFailure {
        if (sent.taken() != spec.docs()) {
            throw new TrialFailure("the feed delivered " + sent.taken() + " of the " + spec.docs() + " documents asked for");
        }
        if (report.liveDocs() != sent.expectedLiveDocs()) {
            throw new TrialFailure("the index holds " + report.liveDocs() + " live documents but "
                    + sent.expectedLiveDocs() + " distinct documents were fed");
        }
        // Without updates, maxDoc is exactly what was indexed; a document Lucene rejected may have left a deleted doc
        // id behind, depending on where in the document it failed, so each may add one.
        if (sent.updates() == 0
                && (report.maxDocs() < sent.docs() || report.maxDocs() > sent.docs() + sent.rejectedDocs())) {
            throw new TrialFailure("the index holds " + report.maxDocs() + " documents but " + sent.docs()
                    + " were fed" + (sent.rejectedDocs() > 0 ? " (and " + sent.rejectedDocs() + " rejected)" : ""));
        }
    }
}
