package ingestlab.claims;

import ingestlab.report.MarkdownTable;
import ingestlab.report.RowMetrics;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** One claim's section of {@code reports/claims.md}: its source and setup, comparisons, mechanism and explanation. */
final class ClaimSection {
    private ClaimSection() {}

    /**
     * @param charts the charts' folder as the report links it ({@code claims/}, or {@code claims/v3/})
     * @param controlNoise the failed control's log half-width, or NaN
     * @param outcome for the suite's control, its outcome after the verdict word ("the A/A control failed"); else
     *     empty
     */
    static void write(StringBuilder out, JudgedClaim judged, String explanation, String charts, double controlNoise,
                      String outcome) {
        Claim claim = judged.claim();
        out.append("\n## ").append(claim.id()).append(": ").append(judged.verdict().text())
                .append(outcome.isEmpty() ? "" : ", " + outcome).append("\n\n")
                .append("**Source:** ").append(claim.source()).append(".\n\n")
                .append("> ").append(claim.statement()).append("\n\n")
                .append("**Published:** ").append(claim.published()).append(". **Setup:** ")
                .append(claim.publishedSetup()).append(".\n\n")
                .append("**Experiment:** `").append(claim.sweep()).append("`; workload ").append(claim.workload())
                .append("; fixed: ").append(claim.fixed()).append("; factor: ").append(claim.factor())
                .append(". Planned: ").append(claim.rounds()).append(" rounds of ").append(claim.docs())
                .append(" docs (").append(claim.sizing()).append(").\n\n");
        if (!claim.note().isEmpty()) {
            out.append("**Note:** ").append(claim.note()).append("\n\n");
        }
        if (judged.rows().isEmpty()) {
            out.append("Not run yet: `bin/lab claims run ").append(claim.id()).append("`.\n");
            return;
        }
        out.append("![").append(claim.id()).append("](").append(charts).append(claim.id()).append(".png)\n\n")
                .append("Comparisons (the chart's x axis):\n\n");
        List<JudgedComparison> comparisons = judged.comparisons();
        for (int i = 0; i < comparisons.size(); i++) {
            ClaimComparison c = comparisons.get(i).comparison();
            String metric = c.metric().column();
            out.append(i + 1).append(". ").append(c.label()).append(", ").append(metric).append(": ")
                    .append(ClaimText.verdict(comparisons.get(i), controlNoise));
            if (neverNonZero(judged, c)) {
                out.append(" (").append(metric).append(" was 0 in every trial of both levels: the factor had "
                        + "nothing of it to change here)");
            }
            out.append('\n');
        }
        out.append("\nMechanism (means over each level's trials; ").append(MechanismColumn.COMPUTED).append("):\n\n")
                .append(mechanism(judged))
                .append("\n**Measured in:** ").append(MeasuredIn.describe(judged.rows())).append('\n')
                .append("\n**Explanation:** ").append(explanation).append('\n');
    }

    /** A row per level: its counted trials, and each mechanism column's mean over them. */
    private static String mechanism(JudgedClaim judged) {
        List<String> header = new ArrayList<>(List.of("level", "trials"));
        for (MechanismColumn column : MechanismColumn.values()) {
            header.add(column.column());
        }
        MarkdownTable table = new MarkdownTable(header);
        for (Map<String, String> level : judged.claim().levels()) {
            List<Map<String, String>> mine = judged.counted(level);
            List<String> cells = new ArrayList<>(List.of(ClaimComparison.describe(level),
                    Integer.toString(mine.size())));
            for (MechanismColumn column : MechanismColumn.values()) {
                cells.add(ClaimText.number(mine.stream().mapToDouble(column::value).filter(d -> !Double.isNaN(d))
                        .average().orElse(Double.NaN)));
            }
            table.row(cells);
        }
        return table.render();
    }

    /** Whether the comparison's metric was 0 in every counted trial of both its levels (and there were some). */
    private static boolean neverNonZero(JudgedClaim judged, ClaimComparison c) {
        Level baseline = Level.of(c.baseline());
        Level contender = Level.of(c.contender());
        List<Double> values = judged.rows().stream().filter(r -> RowMetrics.counts(r)
                        && (baseline.matches(r) || contender.matches(r)))
                .map(r -> RowMetrics.value(r, c.metric().column())).toList();
        return !values.isEmpty() && values.stream().allMatch(v -> v == 0);
    }
}
