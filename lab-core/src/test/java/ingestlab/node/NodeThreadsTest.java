package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NodeThreadsTest {

    @Test
    void refreshPoolIsHalfTheNodesProcessorsRoundedUpWithinOneToTen() {
        assertThat(NodeThreads.refreshPoolSize(1)).isEqualTo(1);
        assertThat(NodeThreads.refreshPoolSize(2)).isEqualTo(1);
        assertThat(NodeThreads.refreshPoolSize(3)).isEqualTo(2);
        assertThat(NodeThreads.refreshPoolSize(8)).isEqualTo(4);
        assertThat(NodeThreads.refreshPoolSize(64)).isEqualTo(10);
    }
}
