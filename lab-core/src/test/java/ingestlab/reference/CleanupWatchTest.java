package ingestlab.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** What a {@code kill -9} of {@code lab reference run} leaves is removed, and only that. */
class CleanupWatchTest {
    @TempDir
    Path dir;

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void aKilledRunLeavesNoEmptyResultFileNorWorkFolder() throws Exception {
        Path results = dir.resolve("reference.csv");
        Process lab = KilledRunProbe.start(results);
        Path folder;
        try {
            folder = Path.of(lab.inputReader(StandardCharsets.UTF_8).readLine());
            assertThat(results).as("locked, so created, before any row").isEmptyFile();
            assertThat(folder.resolve("documents.ndjson")).exists();
        } finally {
            lab.destroyForcibly().waitFor(); // SIGKILL: the probe runs no code of its own after it
        }
        while (Files.exists(results) || Files.exists(folder)) {
            Thread.sleep(100); // until the watch has removed both: a watch that does not times the test out
        }
    }

    @Test
    void aFileWithRowsOrAnotherFileOfTheNameIsKept() throws Exception {
        Path rows = Files.writeString(dir.resolve("rows.csv"), "engine\nes-8.11.4\n");
        CleanupWatch.removeIfEmpty(rows, CleanupWatch.inode(rows));
        assertThat(Files.readString(rows)).isEqualTo("engine\nes-8.11.4\n");

        Path other = Files.createFile(dir.resolve("other.csv"));
        long inode = CleanupWatch.inode(other);
        if (inode >= 0) { // a file system that names inodes: an empty file by that name, but not the one locked
            CleanupWatch.removeIfEmpty(other, inode + 1);
            assertThat(other).as("another writer's file by that name").exists();
        }

        Path empty = Files.createFile(dir.resolve("empty.csv"));
        CleanupWatch.removeIfEmpty(empty, CleanupWatch.inode(empty));
        assertThat(empty).doesNotExist();
        CleanupWatch.removeIfEmpty(empty, -1); // gone already: nothing to do
    }
}
