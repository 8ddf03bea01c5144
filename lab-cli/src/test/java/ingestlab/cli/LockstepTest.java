package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LockstepTest {
    @Test
    void aChildRunsOncePerTurnAndSaysWhenEachIsDone() throws Exception {
        StringWriter printed = new StringWriter();
        List<Lockstep.Turn> ran = new ArrayList<>();
        Lockstep.follow(turns("WARMUP\nTIMED\nTIMED\nEND\nTIMED\n"), new PrintWriter(printed), ran::add);
        assertThat(ran).containsExactly(Lockstep.Turn.WARMUP, Lockstep.Turn.TIMED, Lockstep.Turn.TIMED);
        assertThat(printed.toString().lines()).hasSize(3).allMatch(line -> line.matches("lockstep-done \\d+"));
    }

    @Test
    void aChildWhoseParentIsGoneStops() throws Exception {
        List<Lockstep.Turn> ran = new ArrayList<>();
        Lockstep.follow(turns("WARMUP\n"), new PrintWriter(new StringWriter()), ran::add);
        assertThat(ran).containsExactly(Lockstep.Turn.WARMUP);
    }

    private static ByteArrayInputStream turns(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
