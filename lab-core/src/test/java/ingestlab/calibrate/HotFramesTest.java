package ingestlab.calibrate;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Random;
import jdk.jfr.Recording;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

@Isolated("a JFR recording samples every thread of this JVM, other test classes' too")
class HotFramesTest {
    @TempDir
    Path dir;

    private static volatile long sink;

    private HotFrames.Profile record(Runnable work, String name) throws Exception {
        Path file = dir.resolve(name + ".jfr");
        try (Recording recording = new Recording()) {
            recording.enable("jdk.ExecutionSample").withPeriod(Duration.ofMillis(10));
            recording.start();
            work.run();
            recording.stop();
            recording.dump(file);
        }
        return HotFrames.read(file, 5);
    }

    @Test
    void samplesAreChargedToTheFirstFrameOutsideTheJdk() throws Exception {
        HotFrames.Profile profile = record(() -> {
            Thread spinner = new Thread(() -> spinInTheJdk(1500), "spinner");
            spinner.start();
            try {
                spinner.join();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "spinner");
        assertThat(profile.total()).isPositive();
        // The spin runs StringBuilder and Math code, but the samples belong to the lab method that called them.
        assertThat(profile.labFrames()).extracting(HotFrames.Frame::method).contains("HotFramesTest.spinInTheJdk");
        assertThat(profile.labFrames()).noneMatch(f -> f.method().startsWith("StringBuilder"));
        assertThat(profile.share(HotFrames.Owner.HARNESS)).isGreaterThan(0);
    }

    @Test
    void theMainThreadIsLeftOut() throws Exception {
        // A thread named as lab run's main thread, which runs its start-up and final refresh (JUnit runs the test
        // classes on threads of its own pool).
        HotFrames.Profile profile = record(() -> {
            // Another thread works meanwhile, so that an empty recording cannot pass for a left-out main thread.
            Thread sorter = new Thread(() -> sortInTheJdk(1000), "sorter");
            Thread main = new Thread(() -> spinInTheJdk(1000), "main");
            sorter.start();
            main.start();
            try {
                main.join();
                sorter.join();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "main");
        assertThat(profile.total()).as("samples of the other thread").isPositive();
        assertThat(profile.labFrames()).extracting(HotFrames.Frame::method).contains("HotFramesTest.sortInTheJdk")
                .doesNotContain("HotFramesTest.spinInTheJdk");
    }

    /** Work in the JDK's sort, charged to this method: not the main thread's {@link #spinInTheJdk}. */
    private static void sortInTheJdk(long millis) {
        long end = System.nanoTime() + millis * 1_000_000;
        Random random = new Random(42);
        while (System.nanoTime() < end) {
            int[] values = random.ints(1000).toArray();
            Arrays.sort(values);
            sink += values[0];
        }
    }

    private static void spinInTheJdk(long millis) {
        long end = System.nanoTime() + millis * 1_000_000;
        while (System.nanoTime() < end) {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < 1000; i++) {
                text.append(Math.sqrt(i));
            }
            sink += text.length();
        }
    }

    @Test
    void eachClassHasAnOwner() {
        assertThat(HotFrames.ownerOf("ingestlab.node.Node")).isEqualTo(HotFrames.Owner.HARNESS);
        assertThat(HotFrames.ownerOf("ingestlab.mapping.DocBuilder")).isEqualTo(HotFrames.Owner.FEED_AND_MAPPING);
        assertThat(HotFrames.ownerOf("org.apache.lucene.index.IndexWriter")).isEqualTo(HotFrames.Owner.LUCENE);
        // The measuring directory's outputs run this Lucene class's methods; the bare loop's directory does not.
        assertThat(HotFrames.ownerOf("org.apache.lucene.store.FilterIndexOutput")).isEqualTo(HotFrames.Owner.HARNESS);
        assertThat(HotFrames.ownerOf("org.apache.lucene.store.FilterDirectory")).isEqualTo(HotFrames.Owner.LUCENE);
        assertThat(HotFrames.ownerOf("com.example.Other")).isEqualTo(HotFrames.Owner.OTHER);
    }

    @Test
    void jdkClassesAreToldApart() {
        assertThat(HotFrames.isJdk("java.util.HashMap")).isTrue();
        assertThat(HotFrames.isJdk("jdk.internal.misc.Unsafe")).isTrue();
        assertThat(HotFrames.isJdk("org.apache.lucene.index.IndexWriter")).isFalse();
        assertThat(HotFrames.isJdk("ingestlab.node.Node")).isFalse();
    }
}
