package ingestlab.calibrate;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import jdk.jfr.Recording;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HotFramesTest {
    @TempDir
    Path dir;

    private static volatile long sink;

    @Test
    void samplesAreChargedToTheFirstFrameOutsideTheJdk() throws Exception {
        Path file = dir.resolve("spin.jfr");
        try (Recording recording = new Recording()) {
            recording.enable("jdk.ExecutionSample").withPeriod(Duration.ofMillis(10));
            recording.start();
            spinInTheJdk(1500);
            recording.stop();
            recording.dump(file);
        }
        HotFrames.Profile profile = HotFrames.read(file, 5);
        assertThat(profile.total()).isPositive();
        // The spin runs StringBuilder and Math code, but the samples belong to the lab method that called them.
        assertThat(profile.labFrames()).extracting(HotFrames.Frame::method).contains("HotFramesTest.spinInTheJdk");
        assertThat(profile.labFrames()).noneMatch(f -> f.method().startsWith("StringBuilder"));
        assertThat(profile.share(HotFrames.Owner.LAB)).isGreaterThan(0);
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
    void jdkClassesAreToldApart() {
        assertThat(HotFrames.isJdk("java.util.HashMap")).isTrue();
        assertThat(HotFrames.isJdk("jdk.internal.misc.Unsafe")).isTrue();
        assertThat(HotFrames.isJdk("org.apache.lucene.index.IndexWriter")).isFalse();
        assertThat(HotFrames.isJdk("ingestlab.node.Node")).isFalse();
    }
}
