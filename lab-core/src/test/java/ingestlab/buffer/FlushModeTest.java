package ingestlab.buffer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What each flush mode asks of a shard; FlushModeIntegrationTest shows what those writes do to a real IndexWriter. */
class FlushModeTest {
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', value = {
        "FULL        | full:3",
        "NEXT_BUFFER | next:3"})
    void writesTheShardBufferItsWay(FlushMode mode, String writes) throws Exception {
        List<String> log = new ArrayList<>();
        assertThat(mode.write(new FakeShard(3, 1000, log))).isTrue();
        assertThat(log).containsExactly(writes.split(" "));
        assertThat(mode.write(new FakeShard(4, 0, log))).as("nothing buffered, nothing written").isFalse();
    }
}
