package ingestlab.jmh;

import ingestlab.buffer.ControllerSettings;
import ingestlab.calibrate.BareIndexer;
import ingestlab.calibrate.Variant;
import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.DatasetCatalog;
import ingestlab.load.ClientSettings;
import ingestlab.node.IndexSettings;
import ingestlab.node.NodeSettings;
import ingestlab.settings.BufferSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import java.nio.file.Path;
import org.openjdk.jmh.annotations.Param;

/**
 * How much of a trial's time is the lab itself: {@code lab calibrate}'s comparison under JMH. The bare variant is
 * {@link BareIndexer} (threads calling {@code IndexWriter#addDocument} on one IndexWriter with a lab shard's config,
 * plain FSDirectory); {@code LAB} is a trial with one shard and a buffer its controller never reaches (Lucene flushes
 * first); {@code LAB_CONTROLLER} shares the same buffer between two shards, so the controller writes. Same dataset,
 * documents, threads (the lab's clients and write threads alike) and IndexWriter RAM buffer in every variant; the
 * score's ratio between variants is the overhead. Secondary results are the lab variants' only (the bare loop has no
 * node to observe).
 *
 * <p>Its factor is the harness: BARE against LAB acts on every document, so nothing is asked of them;
 * LAB_CONTROLLER differs from LAB by the controller, so it acts only where the controller wrote.
 */
@FactorActs(value = "controller_writes > 0", rows = "variant=LAB_CONTROLLER")
public class HarnessOverheadBenchmark extends TrialBenchmark {
    /** The {@link Variant}s of a calibration without a cost (the +cost variants are lab calibrate's alone). */
    @Param({"BARE", "LAB", "LAB_CONTROLLER"})
    public Variant variant;

    @Param({"europarl", "http_logs"})
    public String dataset;

    /** Small for the quick suite (TrialBenchmark's 3 forks x (1 + 2)); {@code lab calibrate} and the full profile run
     * 200,000. */
    @Param("12000")
    public long docs;

    @Param("2")
    public int threads;

    /** Every variant's IndexWriter RAM buffer, and the lab's budget: small enough that two shards overflow it. */
    @Param("2mb")
    public String buffer;

    @Override
    public ExperimentSpec spec() {
        return LabSettings.defaults().set(DataSettings.DATASET, DatasetCatalog.resolve(dataset)).set(ClientSettings.DOCS, docs).set(ClientSettings.THREADS, threads)
                .set(NodeSettings.WRITE_THREADS, threads).set(IndexSettings.SHARDS, variant == Variant.LAB_CONTROLLER ? 2 : 1).set(IndexSettings.REFRESH_INTERVAL_MS, Interval.OFF)
                .set(ControllerSettings.BUFFER, BufferSize.parse(buffer)).build();
    }

    @Override
    protected Object run(Path directory) throws Exception {
        if (variant != Variant.BARE) {
            return super.run(directory);
        }
        BareIndexer.Result result = BareIndexer.run(trialSpec(), directory.resolve("bare"));
        if (!result.verified()) {
            throw new IllegalStateException("the bare loop's index holds " + result.maxDoc() + " documents but "
                    + result.docs() + " were fed");
        }
        return result;
    }
}
