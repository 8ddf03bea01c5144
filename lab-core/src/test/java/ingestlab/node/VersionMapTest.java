package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.data.IdMode;
import ingestlab.mapping.LabDoc;
import ingestlab.metrics.Metric;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Samples;
import ingestlab.metrics.SegmentCounter;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Path;
import java.util.List;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The version map of explicit ids: its RAM, its life across refreshes, the update path and the controller's write. */
class VersionMapTest {
    @TempDir
    Path dir;

    private final MetricRegistry counters = new MetricRegistry();
    private final VersionMapBytes nodeBytes = new VersionMapBytes();

    private Shard shard(IdMode ids) throws Exception {
        ExperimentSpec settings = UnmergedIndex.settings(ids);
        return new Shard(0, FSDirectory.open(dir.resolve("shard-" + ids)), ShardConfig.of(settings), 512L << 20, counters, new Samples(),
                new SegmentCounter(), new MergeMeter(counters), nodeBytes);
    }

    private static LabDoc doc(String id, IndexableField... more) {
        List<IndexableField> fields = new java.util.ArrayList<>(List.of(new StringField("id", id, Field.Store.YES)));
        fields.addAll(List.of(more));
        return new LabDoc(id, fields, 10, "test:" + id);
    }

    @Test
    void entriesAreChargedAsLiveVersionMapChargesThemAndFreedAfterTheRefresh() {
        VersionMap map = new VersionMap(nodeBytes);
        map.put(new BytesRef("1"), 0);
        map.put(new BytesRef("22"), 1);
        map.put(new BytesRef("22"), 2); // the same id again replaces its entry, charged once
        long expected = VersionMap.entryBytes(new BytesRef("1")) + VersionMap.entryBytes(new BytesRef("22"));
        assertThat(VersionMap.entryBytes(new BytesRef("22")) - VersionMap.entryBytes(new BytesRef("1")))
                .as("the id's bytes count").isEqualTo(1);
        assertThat(map.ramBytesUsed()).isEqualTo(expected);
        assertThat(map.reclaimableBytes()).isEqualTo(expected);
        assertThat(map.refreshingBytes()).isZero();

        map.beforeRefresh();
        map.put(new BytesRef("333"), 3); // indexed while the refresh runs: kept for the next one
        assertThat(map.contains(new BytesRef("1"))).as("old entries are still found during the refresh").isTrue();
        assertThat(map.refreshingBytes()).isEqualTo(expected);
        assertThat(map.reclaimableBytes()).isEqualTo(VersionMap.entryBytes(new BytesRef("333")));
        assertThat(nodeBytes.current()).isEqualTo(map.ramBytesUsed());

        map.afterRefresh();
        assertThat(map.contains(new BytesRef("1"))).isFalse();
        assertThat(map.contains(new BytesRef("333"))).isTrue();
        assertThat(map.ramBytesUsed()).isEqualTo(VersionMap.entryBytes(new BytesRef("333")));
        assertThat(nodeBytes.current()).isEqualTo(map.ramBytesUsed());
        assertThat(nodeBytes.max()).isEqualTo(expected + VersionMap.entryBytes(new BytesRef("333")));
    }

    @Test
    void theShardCountsItsMapInTheControllersUsageAndARefreshClearsIt() throws Exception {
        try (Shard shard = shard(IdMode.EXPLICIT)) {
            long writerOnly = shard.ramBytesUsed();
            shard.index(doc("a"));
            shard.index(doc("b"));
            long mapBytes = VersionMap.entryBytes(new BytesRef("a")) + VersionMap.entryBytes(new BytesRef("b"));
            assertThat(shard.versionMapBytes()).isEqualTo(mapBytes);
            assertThat(shard.ramBytesUsed()).as("IndexWriter's RAM plus the map's")
                    .isGreaterThanOrEqualTo(writerOnly + mapBytes);
            assertThat(shard.refresh()).isTrue();
            assertThat(shard.versionMapBytes()).isZero();
            assertThat(shard.flushingBytes()).as("nothing left refreshing").isZero();
        }
        try (Shard shard = shard(IdMode.AUTO)) {
            shard.index(doc("a"));
            assertThat(shard.versionMapBytes()).as("auto ids keep no map").isZero();
        }
    }

    @Test
    void aKnownIdReplacesItsDocumentWhetherInTheMapOrOnlyInTheIndex() throws Exception {
        try (Shard shard = shard(IdMode.EXPLICIT)) {
            shard.index(doc("a"));
            shard.index(doc("b"));
            shard.index(doc("b")); // known from the version map
            assertThat(shard.refresh()).isTrue();
            assertThat(shard.versionMapBytes()).isZero();
            shard.index(doc("a")); // the map was cleared: known from the index's id terms
            shard.index(doc("c")); // new
            assertThat(shard.refresh()).isTrue();
            DirectoryReader reader = shard.reader();
            assertThat(reader.numDocs()).as("one live document per id").isEqualTo(3);
            assertThat(reader.maxDoc()).as("two replaced documents stay, soft-deleted").isEqualTo(5);
        }
    }

    @Test
    void aControllerWriteRefreshesWhenTheMapHoldsAtLeastTheWritersBuffer() throws Exception {
        try (Shard small = shard(IdMode.EXPLICIT)) {
            for (int i = 0; i < 20_000; i++) {
                small.index(doc(Integer.toString(i)));
            }
            long map = small.versionMapBytes();
            assertThat(map).as("precondition: id-only documents").isGreaterThanOrEqualTo(small.ramBytesUsed() - map);
            assertThat(small.flushNext()).isTrue();
            assertThat(small.versionMapBytes()).as("a refresh, which frees the map").isZero();
            assertThat(small.acquireReader()).as("the refresh opened a reader").isNotNull().satisfies(r -> r.decRef());
        }
        long controllerFlushes = counters.snapshot().getLong(Metric.FLUSHES_BY_CONTROLLER);
        assertThat(controllerFlushes).isEqualTo(1);
        assertThat(counters.snapshot().getLong(Metric.CONTROLLER_WRITES_BY_REFRESH_PATH)).isEqualTo(1);

        String body = "word ".repeat(20_000);
        try (Shard large = shard(IdMode.EXPLICIT)) {
            large.index(doc("big", new TextField("body", body, Field.Store.YES)));
            long map = large.versionMapBytes();
            assertThat(map).as("precondition: one large document").isLessThan(large.ramBytesUsed() - map);
            assertThat(large.flushNext()).isTrue();
            assertThat(large.versionMapBytes()).as("flushNextBuffer leaves the map").isEqualTo(map);
            assertThat(large.acquireReader()).as("no refresh").isNull();
        }
        assertThat(counters.snapshot().getLong(Metric.FLUSHES_BY_CONTROLLER)).isEqualTo(controllerFlushes + 1);
        assertThat(counters.snapshot().getLong(Metric.CONTROLLER_WRITES_BY_REFRESH_PATH))
                .as("flushNextBuffer is not the refresh path").isEqualTo(1);
    }
}
