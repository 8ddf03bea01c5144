package ingestlab.claims;

import java.util.List;

/**
 * A published claim as a pre-registered experiment: where it comes from, what it says, and the sweep and
 * comparisons that test it. The comparisons hold the verdict's inputs; the rest is for the report.
 *
 * @param sweep the sweep file, relative to the lab's folder
 * @param note what a single node cannot show, or empty
 */
public record Claim(String id, String source, String statement, String published, String publishedSetup,
                    String sweep, String workload, String fixed, String factor, int rounds, String docs,
                    String sizing, double estimatedMinutes, String primaryMetric, String note,
                    List<Comparison> comparisons) {
    public Claim {
        comparisons = List.copyOf(comparisons);
    }

    /** The statement on one line, cut to {@code width} characters. */
    public String shortStatement(int width) {
        String line = statement.replaceAll("\\s+", " ").trim();
        return line.length() <= width ? line : line.substring(0, width - 1) + "…";
    }
}
