package ingestlab.claims;

import ingestlab.report.RowMetrics;
import java.util.List;
import java.util.Map;

/**
 * A claim judged from its rows: each comparison's effect and verdict, with the rows they came from so that the report
 * reads the claim's CSV once.
 *
 * @param rows every row of the claim's CSV ({@code reports/claims/<id>.csv}); empty before it ran
 */
public record JudgedClaim(Claim claim, List<Map<String, String>> rows, List<JudgedComparison> comparisons) {
    public JudgedClaim {
        rows = List.copyOf(rows);
        comparisons = List.copyOf(comparisons);
    }

    /** The claim's verdict: the weakest of its comparisons'. */
    public ClaimVerdict verdict() {
        return comparisons.stream().map(JudgedComparison::verdict)
                .reduce(ClaimVerdict.REPRODUCED, ClaimVerdict::weakest);
    }

    /** Whether no comparison has a single round yet. */
    boolean unmeasured() {
        return comparisons.stream().allMatch(j -> j.effect().rounds() == 0);
    }

    /** The counted trials (not warm-up, not failed) of one level. */
    List<Map<String, String>> counted(Map<String, String> level) {
        Level match = Level.of(level);
        return rows.stream().filter(r -> RowMetrics.counts(r) && match.matches(r)).toList();
    }
}
