package ingestlab.util;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class WriterLockTest {
    @TempDir
    Path dir;

    @Test
    @Timeout(60)
    void anotherProcessHoldingTheFileIsNamedAndItsKillFreesTheFile() throws Exception {
        Path file = dir.resolve("results.csv");
        Files.writeString(file, "a,b\n1,2\n");
        Process holder = LockProbe.start("hold", file);
        try {
            BufferedReader said = new BufferedReader(new InputStreamReader(holder.getInputStream(),
                    StandardCharsets.UTF_8));
            assertThat(said.readLine()).isEqualTo("locked");

            assertThatThrownBy(() -> WriterLock.lock(file)).isInstanceOfSatisfying(WriterLock.HeldElsewhere.class,
                    held -> {
                        assertThat(held.path()).isEqualTo(file);
                        assertThat(held.holder()).isIn("another lab process (pid " + holder.pid() + ")",
                                "another process");
                        if (Files.isReadable(Path.of("/proc/locks"))) {
                            assertThat(held.holder()).contains("pid " + holder.pid());
                        }
                    });
        } finally {
            holder.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
        }
        // kill -9 left nothing behind: the OS dropped the lock with the process
        try (WriterLock lock = WriterLock.lock(file)) {
            assertThat(lock.path()).isEqualTo(file);
        }
        assertThat(Files.readString(file)).isEqualTo("a,b\n1,2\n");
    }

    @Test
    @SuppressWarnings("try") // the resource is held for what it does: it holds the lock
    void aSecondWriterInThisJvmIsRefusedUnderAnySpellingUntilTheFirstCloses() throws Exception {
        Path file = dir.resolve("out.csv");
        try (WriterLock first = WriterLock.lock(file)) {
            assertThat(file).exists();
            Path otherSpelling = dir.resolve("sub/../out.csv");
            Files.createDirectories(dir.resolve("sub"));
            assertThatThrownBy(() -> WriterLock.lock(otherSpelling)).isInstanceOf(WriterLock.HeldElsewhere.class)
                    .hasMessageContaining("'" + otherSpelling + "' is being written by another writer in this process")
                    .hasMessageContaining("pid " + ProcessHandle.current().pid());
            Process probe = LockProbe.start("try", file);
            assertThat(probe.waitFor(60, TimeUnit.SECONDS)).isTrue();
            assertThat(probe.exitValue()).as("the refused attempt in this JVM left the lock in place")
                    .isEqualTo(LockProbe.REFUSED);
        }
        try (WriterLock again = WriterLock.lock(file)) {
            assertThat(again.channel().isOpen()).isTrue();
        }
    }

    @Test
    void aFolderIsRefusedAsNotAFile() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("a-folder"));
        assertThatThrownBy(() -> WriterLock.lock(folder)).hasMessageContaining("is a folder, not a file")
                .isNotInstanceOf(WriterLock.HeldElsewhere.class);
    }

    @Test
    void procLocksNamesTheProcessHoldingThisFileOnly() {
        long device = 0xfe00; // st_dev of major 0xfe, minor 0
        List<String> lines = List.of(
                "1: POSIX  ADVISORY  WRITE 5537 fe:00:111 0 EOF",
                "2: -> POSIX  ADVISORY  WRITE 6001 fe:00:9978873 0 EOF",
                "3: OFDLCK ADVISORY  WRITE -1 fe:00:9978873 0 EOF",
                "4: POSIX  ADVISORY  WRITE 4242 fd:00:9978873 0 EOF",
                "5: POSIX  ADVISORY  WRITE 7777 fe:00:9978873 0 EOF");
        assertThat(WriterLock.holderPid(lines, device, 9978873)).isEqualTo(OptionalLong.of(7777));
        assertThat(WriterLock.holderPid(lines.subList(0, 4), device, 9978873)).isEmpty();
        assertThat(WriterLock.holderPid(List.of("garbage", ""), device, 9978873)).isEmpty();
    }

    @Test
    void deviceNumbersDecodeAsGlibcDoes() {
        long nvme = ((259L & 0xfff) << 8) | 1; // makedev(259, 1)
        assertThat(WriterLock.major(nvme)).isEqualTo(259);
        assertThat(WriterLock.minor(nvme)).isEqualTo(1);
        long wide = (300L & 0xff) | ((300L & ~0xffL) << 12) | ((8L & 0xfff) << 8); // makedev(8, 300)
        assertThat(WriterLock.major(wide)).isEqualTo(8);
        assertThat(WriterLock.minor(wide)).isEqualTo(300);
    }
}
