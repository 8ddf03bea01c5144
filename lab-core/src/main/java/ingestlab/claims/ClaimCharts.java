package ingestlab.claims;

import ingestlab.report.chart.ChartFiles;
import ingestlab.report.chart.TrialPointsChart;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Each measured claim's chart: the per-round ratios of every comparison, with their mean and interval. */
final class ClaimCharts {
    private ClaimCharts() {}

    /** Writes {@code <id>.png} and {@code .svg} into {@code folder} for each claim that has rows. */
    static void write(List<JudgedClaim> claims, Path folder) throws IOException {
        for (JudgedClaim judged : claims) {
            if (judged.unmeasured()) {
                continue;
            }
            List<TrialPointsChart.Group> groups = judged.comparisons().stream().map(j -> new TrialPointsChart.Group(
                    j.effect().ratios(), j.effect().mean(), j.effect().ci())).toList();
            String id = judged.claim().id();
            ChartFiles.save(TrialPointsChart.of(id + ": contender/baseline per round (diamond: mean; "
                    + "line: 95% CI)", "comparison", "ratio contender/baseline", groups, 1.0), folder, id);
        }
    }
}
