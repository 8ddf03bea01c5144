package ingestlab.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Ids in feed order: seeded, and an update re-uses only an id already given. */
class IdAssignerTest {
    @Test
    void theIdSequenceIsSeededAndReusesOnlyIssuedIds() {
        IdAssigner a = new IdAssigner(0.25, 9);
        IdAssigner b = new IdAssigner(0.25, 9);
        Set<Long> distinct = new HashSet<>();
        long max = -1;
        for (int i = 0; i < 10_000; i++) {
            long id = a.next();
            assertThat(b.next()).isEqualTo(id);
            assertThat(id).isLessThanOrEqualTo(max + 1);
            max = Math.max(max, id);
            distinct.add(id);
        }
        assertThat(a.updates()).isBetween(2300L, 2700L);
        assertThat(distinct).hasSize((int) (10_000 - a.updates()));
    }
}
