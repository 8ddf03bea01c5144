package ingestlab.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.metrics.QueryType;
import ingestlab.settings.Interval;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The search phase's settings refuse bad values with one line naming the value and what is allowed. */
class SearchOptionsTest {
    @ParameterizedTest
    @ValueSource(strings = {"-1", "-10s", "-0.5m"})
    void aNegativeDurationIsRefusedRatherThanReadAsOff(String text) {
        assertThatThrownBy(() -> SearchSettings.SEARCH_BENCH.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("'" + text + "' is not allowed (a positive duration such as 500ms, 10s or 1m, or off)");
    }

    @Test
    void aZeroDurationIsRefused() {
        assertThatThrownBy(() -> SearchSettings.SEARCH_BENCH.parse("0s")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("'0s' must be at least 1ms (or off)");
        assertThatThrownBy(() -> new SearchPlan(0, 0, QuerySelection.ALL, 1))
                .hasMessage("--search-bench: '0ms' is not allowed (a positive duration such as 500ms, 10s or 1m, "
                        + "or off)");
    }

    @Test
    void aDurationOrOff() {
        assertThat(SearchSettings.SEARCH_BENCH.parse("10s")).isEqualTo(Interval.ofSeconds(10));
        assertThat(SearchSettings.SEARCH_BENCH.parse("off").isOff()).isTrue();
        assertThat(new SearchPlan(10_000, 1, QuerySelection.ALL, 1).warmupMillis()).isEqualTo(2500);
    }

    @ParameterizedTest
    @ValueSource(ints = {0, -1})
    void aForceMergeTargetIsAtLeastOneSegment(int segments) {
        assertThatThrownBy(() -> SearchSettings.SEARCH_BENCH_AFTER_MERGE.check(segments))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--search-bench-after-merge: '" + segments + "' is not allowed (at least 1: a force-merge "
                        + "leaves at least one segment per shard)");
    }

    @Test
    void queryTypesAreNamedInKebabCase() {
        assertThat(QuerySelection.parse("all")).isEqualTo(QuerySelection.ALL);
        QuerySelection some = SearchSettings.SEARCH_QUERIES.parse("range, term-high,terms-agg,range");
        assertThat(some.types()).containsExactly(QueryType.TERM_HIGH, QueryType.RANGE, QueryType.TERMS_AGG);
        assertThat(some.explicit()).isTrue();
        assertThat(SearchSettings.SEARCH_QUERIES.text(some)).isEqualTo("term-high,range,terms-agg");
    }

    @Test
    void anUnknownQueryTypeIsRefused() {
        assertThatThrownBy(() -> SearchSettings.SEARCH_QUERIES.parse("term-high,fuzzy"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("'fuzzy' is not a query type (allowed: all, or a comma-separated list of term-high, "
                        + "term-medium, term-low, and, or, phrase, prefix, wildcard, range, sorted, terms-agg)");
        assertThatThrownBy(() -> QuerySelection.parse("")).hasMessageContaining("'' is not a query type");
    }
}
