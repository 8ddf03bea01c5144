package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A forked trial's JVM runs Elasticsearch's collector unless the lab's own flags chose another. */
class ChildJvmTest {
    @Test
    void aForkedJvmNamesG1AndTheGivenFlagsAfterItsHeap() {
        List<String> command = ChildJvm.command(64L << 20, List.of("-XX:ActiveProcessorCount=1"));
        assertThat(command).contains("-Xmx67108864", "-Xms67108864", "-XX:ActiveProcessorCount=1");
        assertThat(command.stream().filter(ChildJvm::choosesCollector).toList())
                .as("exactly one collector: G1, or the one this JVM was started with").hasSize(1);
        assertThat(command.getLast()).isEqualTo("child");
    }

    @Test
    void collectorFlagsAreRecognised() {
        assertThat(ChildJvm.choosesCollector("-XX:+UseG1GC")).isTrue();
        assertThat(ChildJvm.choosesCollector("-XX:+UseZGC")).isTrue();
        assertThat(ChildJvm.choosesCollector("-XX:+UseSerialGC")).isTrue();
        assertThat(ChildJvm.choosesCollector("-XX:+UseCompressedOops")).isFalse();
        assertThat(ChildJvm.choosesCollector("-XX:-UseG1GC")).isFalse();
    }
}
