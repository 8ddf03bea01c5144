package ingestlab.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.DatasetCatalog;
import ingestlab.load.ClientSettings;
import ingestlab.metrics.Metric;
import ingestlab.metrics.Observations;
import ingestlab.node.IndexSettings;
import ingestlab.node.NodeLayout;
import ingestlab.node.NodeTranslog;
import ingestlab.settings.ByteSize;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import ingestlab.settings.Setting;
import ingestlab.translog.Durability;
import ingestlab.translog.TranslogSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Whole trials with a translog: commits by size, their segments, fsyncs, and a recovery of the kept index. */
class TranslogTrialTest {
    @TempDir
    Path dir;

    private static ExperimentSpec spec(Durability durability) {
        return LabSettings.defaults().set(DataSettings.DATASET, DatasetCatalog.resolve("http_logs")).set(ClientSettings.DOCS, 4000).set(IndexSettings.SHARDS, 2).set(ClientSettings.THREADS, 2)
                .set(ClientSettings.BULK_SIZE, 100).set(IndexSettings.REFRESH_INTERVAL_MS, Interval.OFF).set(TranslogSettings.TRANSLOG, durability)
                .set(TranslogSettings.TRANSLOG_FLUSH_THRESHOLD, ByteSize.parse("64kb")).build();
    }

    private static long value(Metric metric, Observations o) {
        return Math.round(metric.read(o).doubleValue());
    }

    @Test
    void aSmallFlushThresholdCommitsAndEachCommitFlushesAndTrimsTheTranslog() throws Exception {
        Path trial = dir.resolve("request");
        Observations o = new Trial(spec(Durability.REQUEST), trial, true).run(ProgressListener.NONE);
        assertThat(value(Metric.DOCS_VERIFIED, o)).isEqualTo(4000);
        // Commits run on the flush pool, as in Elasticsearch, so one may still be running at the last acknowledgement:
        // count them once the node has finished.
        assertThat(o.atEnd().getLong(Metric.COMMITS)).as("~130 B per operation, 64kb per commit").isPositive();
        assertThat(o.atEnd().getLong(Metric.FLUSHES_BY_COMMIT)).as("a commit is a full flush").isPositive();
        assertThat(value(Metric.FLUSHES, o)).isEqualTo(value(Metric.FLUSHES_BY_COMMIT, o)
                + value(Metric.FLUSHES_BY_CONTROLLER, o) + value(Metric.FLUSHES_BY_REFRESH, o)
                + value(Metric.FLUSHES_BY_LUCENE, o));
        assertThat(value(Metric.TRANSLOG_FSYNCS, o)).as("one per shard-level request at least, some merged")
                .isPositive();
        assertThat(value(Metric.TRANSLOG_BYTES, o)).as("what is left after the last commit").isPositive()
                .isLessThan(4000L * 200);

        for (int shard = 0; shard < 2; shard++) {
            try (FSDirectory index = FSDirectory.open(trial.resolve("shard-" + shard));
                 Stream<Path> files = Files.list(NodeLayout.translog(trial, shard))) {
                long committed = Long.parseLong(SegmentInfos.readLatestCommit(index).getUserData()
                        .get(NodeTranslog.GENERATION_KEY));
                assertThat(committed).as("commits rolled the translog").isGreaterThan(1);
                assertThat(files.map(f -> f.getFileName().toString()).toList())
                        .as("generations before the last commit are deleted")
                        .containsExactly("translog-" + committed + ".tlog");
            }
        }
        Recovery.Result recovered = Recovery.recover(Recovery.locate(dir.resolve("request")));
        assertThat(recovered.opsReplayed()).as("a clean close commits: nothing to replay").isZero();
        assertThat(recovered.docs()).isEqualTo(4000);
    }

    @Test
    void withoutATranslogNothingIsCommittedOrSynced() throws Exception {
        Observations o = new Trial(LabSettings.defaults().set(DataSettings.DATASET, DatasetCatalog.resolve("http_logs")).set(ClientSettings.DOCS, 2000)
                .set(ClientSettings.THREADS, 2).set(ClientSettings.BULK_SIZE, 100).set(IndexSettings.REFRESH_INTERVAL_MS, Interval.OFF).build(), dir.resolve("none"), false)
                .run(ProgressListener.NONE);
        assertThat(value(Metric.COMMITS, o)).isZero();
        assertThat(value(Metric.FLUSHES_BY_COMMIT, o)).isZero();
        assertThat(value(Metric.TRANSLOG_FSYNCS, o)).isZero();
        assertThat(value(Metric.TRANSLOG_BYTES, o)).isZero();
    }

    @Test
    void translogSettingsWithoutATranslogAreAContradiction() {
        for (Setting<?> factor : List.of(TranslogSettings.TRANSLOG_SYNC_INTERVAL_MS, TranslogSettings.TRANSLOG_FLUSH_THRESHOLD,
                TranslogSettings.TRANSLOG_FLUSH_AGE_MS)) {
            ExperimentSpec.Builder builder = LabSettings.defaults().setText(factor, factor.defaultText());
            assertThatThrownBy(builder::build).hasMessageStartingWith(factor.option() + ": '")
                    .hasMessageContaining("' has no effect with --translog none");
            builder.set(TranslogSettings.TRANSLOG, Durability.ASYNC);
            assertThat(builder.build().get(TranslogSettings.TRANSLOG)).isEqualTo(Durability.ASYNC);
        }
    }
}
