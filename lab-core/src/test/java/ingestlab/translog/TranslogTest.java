package ingestlab.translog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Metric;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The translog's file format: write, roll and trim; checksums; a torn tail. */
class TranslogTest {
    @TempDir
    Path dir;

    private final MetricRegistry counters = new MetricRegistry();

    private static TranslogOp op(int i) {
        return new TranslogOp("id-" + i, ("{\"n\":" + i + ",\"text\":\"operation " + i + "\"}")
                .getBytes(StandardCharsets.UTF_8));
    }

    private List<String> replayIds(long fromGeneration) throws IOException {
        List<String> ids = new ArrayList<>();
        TranslogReader.replay(dir, fromGeneration, op -> ids.add(op.id()));
        return ids;
    }

    /** Writes {@code count} operations to generation 1 and closes it; returns the file. */
    private Path writeOne(int count) throws IOException {
        try (Translog translog = Translog.create(dir, 1, counters)) {
            for (int i = 0; i < count; i++) {
                translog.add(op(i));
            }
            translog.sync();
        }
        return TranslogFiles.file(dir, 1);
    }

    @Test
    void operationsComeBackInOrderAcrossGenerationsAndTrimmingDropsTheCommittedOnes() throws IOException {
        try (Translog translog = Translog.create(dir, 1, counters)) {
            translog.add(op(0));
            translog.add(op(1));
            long before = translog.uncommittedBytes();
            assertThat(before).isGreaterThan(TranslogFiles.HEADER_BYTES);
            assertThat(translog.rollGeneration()).isEqualTo(2);
            assertThat(translog.uncommittedBytes()).as("a new generation holds only its header")
                    .isEqualTo(TranslogFiles.HEADER_BYTES);
            translog.add(op(2));
            translog.sync();
            assertThat(TranslogFiles.generations(dir)).containsExactly(1L, 2L);
            assertThat(replayIds(1)).containsExactly("id-0", "id-1", "id-2");

            translog.trimBelow(2);
            assertThat(TranslogFiles.generations(dir)).containsExactly(2L);
            assertThat(replayIds(2)).containsExactly("id-2");
            assertThat(translog.sizeInBytes()).isEqualTo(Files.size(TranslogFiles.file(dir, 2)));
        }
        List<TranslogOp> replayed = new ArrayList<>();
        TranslogReader.replay(dir, 2, replayed::add);
        TranslogOp read = replayed.get(0);
        assertThat(read.source()).isEqualTo(op(2).source());
    }

    @Test
    void aSyncCoveredByAnEarlierOneDoesNotFsyncAgain() throws IOException {
        try (Translog translog = Translog.create(dir, 1, counters)) {
            long position = translog.add(op(0));
            assertThat(translog.syncUpTo(position)).isTrue();
            assertThat(translog.syncUpTo(position)).isFalse();
            long later = translog.add(op(1));
            assertThat(translog.syncUpTo(later)).isTrue();
        }
        assertThat(counters.snapshot().getLong(Metric.TRANSLOG_FSYNCS)).isEqualTo(2);
    }

    @Test
    void aReplayFromAMissingGenerationFails() throws IOException {
        writeOne(2);
        assertThatThrownBy(() -> replayIds(2)).isInstanceOf(TranslogCorruptedException.class)
                .hasMessageContaining("generation 2");
    }

    @Test
    void theChecksumCatchesAFlippedByteBeforeTheLastOperation() throws IOException {
        Path file = writeOne(3);
        long offset = TranslogFiles.HEADER_BYTES + TranslogFiles.FRAME_BYTES + 10; // inside the first operation
        flip(file, offset);
        assertThatThrownBy(() -> replayIds(1)).isInstanceOfSatisfying(TranslogCorruptedException.class, e -> {
            assertThat(e.generation()).isEqualTo(1);
            assertThat(e.offset()).isEqualTo(TranslogFiles.HEADER_BYTES);
            assertThat(e).hasMessageContaining("checksum mismatch");
        });
    }

    @Test
    void aTornLastOperationIsDropped() throws IOException {
        Path file = writeOne(3);
        long full = Files.size(file);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.truncate(full - 5); // the crash cut the last operation short
        }
        List<String> ids = new ArrayList<>();
        TranslogReader.Replay replay = TranslogReader.replay(dir, 1, op -> ids.add(op.id()));
        assertThat(ids).containsExactly("id-0", "id-1");
        assertThat(replay.ops()).isEqualTo(2);
        assertThat(replay.tornBytes()).isPositive();
    }

    @Test
    void aLastOperationWithAWrongChecksumAndNothingAfterItIsTorn() throws IOException {
        Path file = writeOne(3);
        flip(file, Files.size(file) - 6);
        assertThat(replayIds(1)).containsExactly("id-0", "id-1");
    }

    @Test
    void aTornTailInAGenerationThatIsNotTheLastIsCorruption() throws IOException {
        try (Translog translog = Translog.create(dir, 1, counters)) {
            translog.add(op(0));
            translog.add(op(1));
            translog.rollGeneration();
            translog.add(op(2));
            translog.sync();
        }
        Path first = TranslogFiles.file(dir, 1);
        try (FileChannel channel = FileChannel.open(first, StandardOpenOption.WRITE)) {
            channel.truncate(Files.size(first) - 3);
        }
        assertThatThrownBy(() -> replayIds(1)).isInstanceOfSatisfying(TranslogCorruptedException.class,
                e -> assertThat(e.generation()).isEqualTo(1));
    }

    private static void flip(Path file, long offset) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        bytes[(int) offset] ^= 0x40;
        Files.write(file, bytes);
    }
}
