package ingestlab.experiment;

import ingestlab.load.ClientSettings;
import ingestlab.workload.IndexSpec;
import ingestlab.workload.Workload;
import ingestlab.data.DataSettings;
import ingestlab.data.Dataset;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.load.IndexingClients;
import ingestlab.load.SearchLoad;
import ingestlab.mapping.CalibrationCost;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.MappingSettings;
import ingestlab.mapping.QueryTerms;
import ingestlab.metrics.Counts;
import ingestlab.metrics.FetchProbe;
import ingestlab.metrics.GcStats;
import ingestlab.metrics.HeapWatch;
import ingestlab.metrics.IndexAtAck;
import ingestlab.metrics.IndexObservations;
import ingestlab.metrics.Metric;
import ingestlab.metrics.NodeSample;
import ingestlab.metrics.Observations;
import ingestlab.metrics.Samples;
import ingestlab.metrics.SearchResult;
import ingestlab.node.IndexResults;
import ingestlab.node.IndexSettings;
import ingestlab.node.Node;
import ingestlab.node.NodeSettings;
import ingestlab.node.ShardStorage;
import ingestlab.settings.ExperimentSpec;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.lucene.index.Term;
import org.apache.lucene.util.IOUtils;

/**
 * Runs one trial: opens each index's dataset, starts a node in {@code directory}, drives it with the clients, finishes
 * it, and checks that every index holds exactly the documents fed to it.
 */
public final class Trial {
    private final ExperimentSpec spec;
    private final Path directory;
    private final boolean keepIndex;
    private final long timelineMillis;
    /** Documents and terms the query load's vocabulary is drawn from. */
    private static final int QUERY_TERM_DOCS = 200;
    private static final int QUERY_TERMS_MAX = 50_000;
    private final ShardStorage storage;

    public Trial(ExperimentSpec spec, Path directory, boolean keepIndex) {
        this(spec, directory, keepIndex, 0);
    }

    /** @param timelineMillis sample the node this often ({@code --timeline}); 0 for no timeline */
    public Trial(ExperimentSpec spec, Path directory, boolean keepIndex, long timelineMillis) {
        this(spec, directory, keepIndex, timelineMillis, ShardStorage.FILES);
    }

    /**
     * @param keepIndex commit the shards when the trial ends, so the index can be opened (or checked) afterwards
     * @param storage opens the shards' directories
     */
    public Trial(ExperimentSpec spec, Path directory, boolean keepIndex, long timelineMillis, ShardStorage storage) {
        this.spec = spec;
        this.directory = directory;
        this.keepIndex = keepIndex;
        this.timelineMillis = timelineMillis;
        this.storage = storage;
    }

    public Observations run(ProgressListener progress) throws IOException, InterruptedException, TrialFailure {
        Workload workload = Workload.of(spec);
        List<DocBuilder> builders = new ArrayList<>();
        for (IndexSpec index : workload.indices()) {
            ExperimentSpec settings = index.settings();
            builders.add(DocBuilder.forDataset(settings.get(DataSettings.DATASET), settings.get(MappingSettings.MAPPING),
                    settings.get(MappingSettings.MAPPING_FILE)).withCost(CalibrationCost.from(spec)));
        }
        GcStats gcBefore = GcStats.now();
        IndexingClients clients = IndexingClients.of(spec, workload, builders);
        if (keepIndex) {
            RecoveryManifest.write(spec, directory); // so lab recover can map translogged sources again
        }
        List<DocFeed> feeds = openFeeds(workload);
        try (HeapWatch heap = HeapWatch.start();
             Node node = Node.start(NodeSettings.from(spec, directory), keepIndex, storage)) {
            // The query load searches the first index (a node of one: the spec's), with terms of its dataset.
            Dataset dataset = workload.indices().getFirst().settings().get(DataSettings.DATASET);
            if (node.searches()) {
                node.startSearches(new SearchLoad(node, queryTerms(dataset, builders.getFirst()),
                        spec.get(NodeSettings.SEED)));
            }
            node.metrics().register(Metric.HEAP_AFTER_GC_MAX_BYTES, heap::maxAfterGc);
            TimelineRecorder timeline = TimelineRecorder.start(node, timelineMillis);
            progress.indexingStarts();
            IndexingClients.Result sent = clients.run(node, feeds, progress::indexed);
            // Metrics describe indexing: taken when the last bulk was acknowledged, before the tail.
            Counts atAck = node.metrics().snapshot();
            Samples samples = node.samples().snapshot();
            IndexResults indexResults = node.indexResults();
            Map<String, IndexAtAck> indicesAtAck = indexResults.atAck();
            GcStats gc = GcStats.now().since(gcBefore);
            progress.finishing();
            Node.End end = node.finish();
            List<NodeSample> samplesOverTime = timeline == null ? List.of() : timeline.stop();
            verify(spec, sent, end);
            verifyIndices(indexResults.names(), sent, indexResults.liveDocs());
            verifyReplicas(node.replicasOutOfStep());
            double fetchNanos = spec.get(FetchProbe.MEASURE_FETCH)
                    ? node.measureFetch(FetchProbe.SAMPLE, FetchProbe.WARMUP, spec.get(NodeSettings.SEED)) : Double.NaN;
            // Read before the search phases: a force-merge for the reference phase changes the index's merges.
            List<IndexObservations> indices = indexResults.observations(indicesAtAck,
                    docsByName(indexResults.names(), sent));
            List<SearchResult> searches = SearchPhases.run(spec, workload, builders, indexResults.names(), node);
            return new Observations(sent.docs(), sent.sourceBytes(), atAck, end.counts(), samples, gc, fetchNanos,
                    samplesOverTime, indices, searches);
        } finally {
            IOUtils.close(feeds);
        }
    }

    /** Documents fed to each index, by its name: the clients report them in the workload's order, as the node names them. */
    private static Map<String, Long> docsByName(List<String> names, IndexingClients.Result sent) {
        Map<String, Long> docs = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            docs.put(names.get(i), sent.indices().get(i).docs());
        }
        return docs;
    }

    /** Each index's feed, by position, seeded apart; the first's with the spec's seed, as a lone index's always was. */
    private List<DocFeed> openFeeds(Workload workload) throws IOException {
        List<DocFeed> feeds = new ArrayList<>();
        try {
            for (int i = 0; i < workload.indices().size(); i++) {
                feeds.add(workload.indices().get(i).settings().get(DataSettings.DATASET).open(new FeedOptions(
                        IndexSettings.seedOf(spec.get(NodeSettings.SEED), i), spec.get(ClientSettings.SKIP_BAD))));
            }
            return feeds;
        } catch (IOException | RuntimeException e) {
            IOUtils.closeWhileHandlingException(feeds);
            throw e;
        }
    }

    /** Each index must hold exactly what was fed to it; the first that does not fails the trial, named. */
    private static void verifyIndices(List<String> names, IndexingClients.Result sent, long[] liveDocs)
            throws TrialFailure {
        if (names.size() == 1) {
            return; // the node-wide check said it all
        }
        for (int i = 0; i < names.size(); i++) {
            long expected = sent.indices().get(i).expectedLiveDocs();
            if (liveDocs[i] != expected) {
                throw new TrialFailure("index '" + names.get(i) + "' holds " + liveDocs[i] + " live documents but "
                        + expected + " distinct documents were fed to it");
            }
        }
    }

    /** The query load's vocabulary: terms of the dataset's first documents, from a feed of its own. */
    private List<Term> queryTerms(Dataset dataset, DocBuilder builder) throws IOException {
        try (DocFeed feed = dataset.open(new FeedOptions(spec.get(NodeSettings.SEED), spec.get(ClientSettings.SKIP_BAD)))) {
            List<Term> terms = QueryTerms.sample(feed, builder, QUERY_TERM_DOCS, QUERY_TERMS_MAX);
            if (terms.isEmpty()) {
                throw new IOException("--search-rate: the first " + QUERY_TERM_DOCS + " documents of '"
                        + dataset.name() + "' index no term to search for");
            }
            return terms;
        }
    }

    /** Every replica must hold what its primary holds. */
    private static void verifyReplicas(List<String> outOfStep) throws TrialFailure {
        if (!outOfStep.isEmpty()) {
            throw new TrialFailure("replicas differ from their primaries: " + String.join("; ", outOfStep));
        }
    }

    /**
     * The index must hold exactly what was fed: every document, or with updates, every distinct id once; and the
     * feed must have delivered every document asked for.
     */
    private static void verify(ExperimentSpec spec, IndexingClients.Result sent, Node.End end) throws TrialFailure {
        if (sent.taken() != spec.get(ClientSettings.DOCS)) {
            throw new TrialFailure("the feed delivered " + sent.taken() + " of the " + spec.get(ClientSettings.DOCS) + " documents asked for");
        }
        if (end.liveDocs() != sent.expectedLiveDocs()) {
            throw new TrialFailure("the index holds " + end.liveDocs() + " live documents but "
                    + sent.expectedLiveDocs() + " distinct documents were fed");
        }
        // Without updates, maxDoc is exactly what was indexed; a document Lucene rejected may have left a deleted doc
        // id behind, depending on where in the document it failed, so each may add one.
        if (sent.updates() == 0
                && (end.maxDocs() < sent.docs() || end.maxDocs() > sent.docs() + sent.rejectedDocs())) {
            throw new TrialFailure("the index holds " + end.maxDocs() + " documents but " + sent.docs()
                    + " were fed" + (sent.rejectedDocs() > 0 ? " (and " + sent.rejectedDocs() + " rejected)" : ""));
        }
    }
}
