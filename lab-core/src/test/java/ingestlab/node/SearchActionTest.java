package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.data.IdMode;
import ingestlab.mapping.LabDoc;
import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Samples;
import ingestlab.metrics.SegmentCounter;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Interval;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.Term;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Searches drive search-idle: on a test clock, never by sleeping. */
class SearchActionTest {
    @TempDir
    Path dir;

    private final MetricRegistry counters = new MetricRegistry();
    private final Samples samples = new Samples();
    private final long[] now = {0};

    private Shard shard(int id) throws Exception {
        ExperimentSpec settings = UnmergedIndex.settings(IdMode.AUTO);
        return new Shard(id, dir.resolve("shard-" + id), ShardConfig.of(settings), 64L << 20, counters, samples,
                new SegmentCounter(), new MergeMeter(counters));
    }

    private static LabDoc doc(String id) {
        return new LabDoc(id, List.of(new StringField("id", id, Field.Store.YES),
                new StringField("tag", "x", Field.Store.NO)), 10, "test:" + id);
    }

    private static long seconds(long s) {
        return TimeUnit.SECONDS.toNanos(s);
    }

    @Test
    void anUnsearchedCopySkipsScheduledRefreshesAndASearchResumesThem() throws Exception {
        try (Shard primary = shard(0); Shard replica = shard(1)) {
            SearchIdle idle = new SearchIdle(2, Interval.ofSeconds(30), () -> now[0]);
            Refresher refresher = new Refresher(List.of(primary, replica), Interval.ofSeconds(1), idle, counters, new java.util.concurrent.atomic.LongAdder(),
                    e -> { throw new AssertionError(e); });
            SearchAction search = new SearchAction(List.of(List.of(primary, replica)), idle);
            Term term = new Term("tag", "x");
            primary.index(doc("a"));
            replica.index(doc("a"));
            now[0] = seconds(31);
            assertThat(refresher.scheduledRefresh(primary)).as("no search for 30 s: idle").isFalse();
            assertThat(refresher.scheduledRefresh(replica)).isFalse();

            search.execute(term); // the first search goes to the primary
            assertThat(refresher.scheduledRefresh(primary)).as("searched: refreshes resume").isTrue();
            assertThat(refresher.scheduledRefresh(replica)).as("the replica was not searched").isFalse();

            now[0] = seconds(40);
            search.execute(term); // the next one to the replica
            assertThat(refresher.scheduledRefresh(replica)).isTrue();

            primary.index(doc("b"));
            now[0] = seconds(61);
            assertThat(refresher.scheduledRefresh(primary)).as("30 s since its search: idle again").isFalse();
        }
    }
}
