package ingestlab.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The search phase's options refuse bad values with one line naming the option, the value and what is allowed. */
class SearchOptionsTest {
    @ParameterizedTest
    @ValueSource(longs = {0, -1, -10_000})
    void aDurationMustBePositive(long millis) {
        assertThatThrownBy(() -> new SearchPlan(millis, 0, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--search-bench " + millis + "ms: the search phase must run for a positive duration "
                        + "(such as 500ms, 10s or 1m)");
        assertThatThrownBy(() -> SearchPlan.checkDuration(millis, "0s")).hasMessageStartingWith("--search-bench 0s:");
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -1})
    void aForceMergeTargetIsAtLeastOneSegment(int segments) {
        assertThatThrownBy(() -> SearchPlan.checkMergeTarget(segments)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--search-bench-after-merge " + segments
                        + ": a force-merge target must be at least 1 segment (1 merges each shard into one)");
        if (segments != 0) {
            assertThatThrownBy(() -> new SearchPlan(1000, segments, 1)).hasMessageContaining("at least 1 segment");
        }
    }

    @Test
    void theWarmUpIsAQuarterOfTheRun() {
        assertThat(new SearchPlan(10_000, 1, 1).warmupMillis()).isEqualTo(2500);
    }

    @Test
    void queryTypesAreNamedInKebabCase() {
        assertThat(QuerySelection.parse("all")).isEqualTo(QuerySelection.ALL);
        QuerySelection some = QuerySelection.parse("range, term-high,terms-agg,range");
        assertThat(some.types()).containsExactly(QueryType.TERM_HIGH, QueryType.RANGE, QueryType.TERMS_AGG);
        assertThat(some.explicit()).isTrue();
        assertThat(some).hasToString("term-high,range,terms-agg");
    }

    @Test
    void anUnknownQueryTypeIsRefused() {
        assertThatThrownBy(() -> QuerySelection.parse("term-high,fuzzy")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--search-queries term-high,fuzzy: 'fuzzy' is not a query type (allowed: all, or a "
                        + "comma-separated list of term-high, term-medium, term-low, and, or, phrase, prefix, "
                        + "wildcard, range, sorted, terms-agg)");
        assertThatThrownBy(() -> QuerySelection.parse("")).hasMessageContaining("'' is not a query type");
    }
}
