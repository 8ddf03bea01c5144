package ingestlab.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.data.DatasetCatalog;
import ingestlab.load.ClientSettings;
import ingestlab.node.IndexSettings;
import ingestlab.settings.ExperimentSpec;
import ingestlab.translog.Durability;
import ingestlab.translog.TranslogSettings;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --check-index}: Lucene's CheckIndex passes a trial's shards and names a broken one. */
class IndexCheckTest {
    @TempDir
    Path dir;

    private Path committedTrial() throws Exception {
        ExperimentSpec spec = LabSettings.defaults().set(DataSettings.DATASET, DatasetCatalog.resolve("http_logs")).set(ClientSettings.DOCS, 3000)
                .set(IndexSettings.SHARDS, 2).set(ClientSettings.THREADS, 2).set(ClientSettings.BULK_SIZE, 500).build();
        Path trial = dir.resolve("trial");
        new Trial(spec, trial, true).run(ProgressListener.NONE);
        return trial;
    }

    @Test
    void aTrialsShardsPass() throws Exception {
        Path trial = committedTrial();
        IndexCheck.verify(trial); // throws if any shard is broken
        assertThat(DiskFullTest.folders(trial)).extracting(p -> p.getFileName().toString())
                .containsExactlyInAnyOrder("recovery.json", "shard-0", "shard-1");
    }

    @Test
    void replicasAreCheckedAndTranslogFoldersAreNot() throws Exception {
        ExperimentSpec spec = LabSettings.defaults().set(DataSettings.DATASET, DatasetCatalog.resolve("http_logs")).set(ClientSettings.DOCS, 3000)
                .set(IndexSettings.SHARDS, 2).set(ClientSettings.THREADS, 2).set(ClientSettings.BULK_SIZE, 500).set(IndexSettings.REPLICAS, 1).set(TranslogSettings.TRANSLOG, Durability.REQUEST).build();
        Path trial = dir.resolve("replicated");
        new Trial(spec, trial, true).run(ProgressListener.NONE);
        IndexCheck.verify(trial);
        assertThat(DiskFullTest.folders(trial)).extracting(p -> p.getFileName().toString())
                .contains("shard-0-replica-1", "shard-1-replica-1", "translog-0", "translog-3");
        Recovery.Result recovered = Recovery.recover(trial);
        assertThat(recovered.docs()).as("the primaries' documents").isEqualTo(3000);
    }

    @Test
    void aFlippedByteInAShardFailsTheCheckNamingIt() throws Exception {
        Path trial = committedTrial();
        Path victim;
        try (Stream<Path> files = Files.list(trial.resolve("shard-1"))) {
            victim = files.filter(f -> !f.getFileName().toString().startsWith("segments")
                            && !f.getFileName().toString().equals("write.lock"))
                    .max(Comparator.comparingLong(f -> f.toFile().length())).orElseThrow();
        }
        try (FileChannel channel = FileChannel.open(victim, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            long at = channel.size() / 2;
            ByteBuffer one = ByteBuffer.allocate(1);
            channel.read(one, at);
            one.put(0, (byte) ~one.get(0)).rewind();
            channel.write(one, at);
        }
        assertThatThrownBy(() -> IndexCheck.verify(trial)).isInstanceOf(TrialFailure.class)
                .hasMessageStartingWith("CheckIndex: shard-1 is broken");
    }

    @Test
    void anUncommittedShardIsNotAPass() throws Exception {
        Files.createDirectories(dir.resolve("trial/shard-0"));
        assertThatThrownBy(() -> IndexCheck.verify(dir.resolve("trial"))).isInstanceOf(TrialFailure.class)
                .hasMessageContaining("shard-0 holds no committed index");
    }
}
