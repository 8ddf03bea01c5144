package ingestlab.claims;

import ingestlab.metrics.Metric;
import ingestlab.results.Design;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A published claim as a pre-registered experiment: where it comes from, what it says, and the sweep and
 * comparisons that test it. The comparisons hold the verdict's inputs; the rest is for the report.
 *
 * @param sweep the sweep file, relative to the lab's folder
 * @param primaryMetric the metric a comparison is judged on unless it names its own
 * @param note what a single node cannot show, or empty
 * @param design how its trials are measured ({@code experiment: design:}, or v2's {@code mode:}; else the registry's
 *     {@code design:}; else sequential)
 * @param conditions when the claim's factor acts: a comparison whose conditions fail is "not tested"
 * @param maxRounds the most rounds its pilot may plan
 * @param control whether it is the registry's A/A control (both levels the same experiment)
 * @param untestable why one node cannot bring the claim's factor to act at all, or empty: its comparisons are "not
 *     tested" whatever they measure
 * @param rowsOf the claim whose rows and plan this one shares (both run the same sweep file), or empty: its own
 * @param margin the equivalence margin of its comparisons, in log units ({@code margin:}, else the registry's, else
 *     0.05)
 */
public record Claim(String id, String source, String statement, String published, String publishedSetup,
                    String sweep, String workload, String fixed, String factor, int rounds, String docs,
                    String sizing, double estimatedMinutes, Metric primaryMetric, String note,
                    List<ClaimComparison> comparisons, Design design, List<Condition> conditions, int maxRounds,
                    boolean control, String untestable, String rowsOf, double margin) {
    public Claim {
        comparisons = List.copyOf(comparisons);
        conditions = List.copyOf(conditions);
    }

    /** The id its CSV ({@code <id>.csv}) and plan ({@code <id>.plan.yaml}) are named by: its own, or the sharer's. */
    public String rowsId() {
        return rowsOf.isBlank() ? id : rowsOf;
    }

    /** Each distinct level (baseline or contender settings) the comparisons name, in order. */
    public List<Map<String, String>> levels() {
        List<Map<String, String>> levels = new ArrayList<>();
        for (ClaimComparison c : comparisons) {
            for (Map<String, String> level : List.of(c.baseline(), c.contender())) {
                if (!levels.contains(level)) {
                    levels.add(level);
                }
            }
        }
        return levels;
    }

    /** The statement on one line, cut to {@code width} characters. */
    public String shortStatement(int width) {
        String line = statement.replaceAll("\\s+", " ").trim();
        return line.length() <= width ? line : line.substring(0, width - 1) + "…";
    }
}
