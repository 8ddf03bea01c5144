package ingestlab.report;

import ingestlab.metrics.QueryTypeStats;
import ingestlab.metrics.SearchResult;
import ingestlab.metrics.Unit;
import ingestlab.results.TrialResult;
import java.util.List;

/**
 * The readable summary of the search benchmark ({@code --search-bench}), printed after the node's: a row per trial,
 * phase and query type with its count, rate and latencies over the whole node, beside the phase's segments searched
 * and hit checksum.
 */
public final class SearchSummary {
    private SearchSummary() {}

    /** The table, or empty when no successful trial ran the benchmark. */
    public static String render(List<TrialResult> results) {
        List<TrialResult> ok = results.stream().filter(TrialResult::ok)
                .filter(r -> !r.observations().searches().isEmpty()).toList();
        if (ok.isEmpty()) {
            return "";
        }
        PerTrialTable table = new PerTrialTable(results, List.of("phase", "segments", "hit checksum", "query type",
                "count", "QPS", "p50 ms", "p99 ms"));
        for (TrialResult r : ok) {
            for (SearchResult phase : r.observations().searches()) {
                for (QueryTypeStats stats : phase.byType()) {
                    table.row(r, List.of(phase.phase(), Integer.toString(phase.segments()),
                            Long.toString(phase.checksum()), stats.type().cliName(), Long.toString(stats.count()),
                            Unit.QUERIES_PER_SECOND.format(stats.qps()),
                            Unit.MILLISECONDS.format(stats.p50Micros() / 1000.0),
                            Unit.MILLISECONDS.format(stats.p99Micros() / 1000.0)));
                }
            }
        }
        return table.render();
    }
}
