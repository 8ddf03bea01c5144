package ingestlab.claims;

import ingestlab.report.MarkdownTable;
import ingestlab.report.PairedEffect;
import ingestlab.report.RowMetrics;
import ingestlab.results.TrialColumn;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The suite's A/A control, as the report opens with it: a claim whose two levels run the same experiment and differ
 * only in a label. It passes when equivalence within its margin is shown (its 90% interval inside ±margin, TOST at
 * 5%, alone: it is in no Holm family); otherwise it failed, and the report's first line says so. Its effect is given
 * over the whole suite and per quarter of the suite's time, so a slow stretch of the machine shows. The first control
 * a registry names is the suite's; one registered after it (registry v2's aa-control-v3) is listed as an amendment.
 */
final class ControlNote {
    private ControlNote() {}

    /** The suite's control (the first one registered), judged; empty when the registry has none. */
    static Optional<JudgedComparison> control(List<JudgedClaim> claims) {
        return claims.stream().filter(c -> c.claim().control()).findFirst()
                .flatMap(c -> c.comparisons().stream().findFirst());
    }

    /** Whether the control ran and did not pass. */
    static boolean failed(JudgedComparison control) {
        return control.effect().rounds() > 0 && control.verdict() != ClaimVerdict.REPRODUCED;
    }

    /**
     * The suite's control's outcome beside its section's verdict word, so that its heading and the README's row
     * read "inconclusive, the A/A control failed" as the first line does; empty for a claim, another control, or
     * while the suite runs.
     */
    static String headingOutcome(JudgedClaim claim, List<JudgedClaim> claims, boolean running) {
        Optional<JudgedComparison> control = control(claims);
        if (running || !claim.claim().control() || control.isEmpty() || control.get().effect().rounds() == 0
                || !claim.comparisons().contains(control.get())) {
            return "";
        }
        return failed(control.get()) ? "the A/A control failed" : "the A/A control passed";
    }

    /** The report's first line when the suite's control failed, else empty (as while the suite is running). */
    static String firstLine(List<JudgedClaim> claims, boolean running) {
        Optional<JudgedComparison> control = control(claims);
        if (running || control.isEmpty() || !failed(control.get())) {
            return "";
        }
        JudgedComparison j = control.get();
        String halfWidth = ClaimText.symmetricPercent(j.logHalfWidth());
        return "**The A/A control failed** (" + claims.stream().filter(c -> c.claim().control()).findFirst()
                .orElseThrow().claim().id() + ": " + outcome(j, false) + "); "
                + (halfWidth.isEmpty() ? "it gave no interval, so no verdict below has a measured noise floor"
                        : "every verdict below is read against its half-width, ±" + halfWidth) + ".\n\n";
    }

    /**
     * The control's section: each control's effect over the suite and per quarter, and its outcome (not judged yet
     * while the suite is {@code running}).
     */
    static String of(List<JudgedClaim> claims, SuiteBudget budget, boolean running) {
        StringBuilder out = new StringBuilder();
        boolean first = true;
        for (JudgedClaim claim : claims) {
            if (!claim.claim().control()) {
                continue;
            }
            for (JudgedComparison j : claim.comparisons()) {
                out.append("**A/A control (").append(claim.claim().id()).append(", ")
                        .append(j.comparison().metric().column()).append(first ? "" : ", registered after the suite's "
                                + "control: an amendment, not the suite's control").append("):** ");
                if (j.effect().rounds() == 0) {
                    out.append("not run yet, so the suite's noise floor is not measured.\n\n");
                    continue;
                }
                out.append(effect(j.effect())).append(" over the suite; ").append(outcome(j, running)).append(".\n\n")
                        .append(quarters(claim, j, claims, budget)).append('\n')
                        .append(first ? spread(claim, claims, budget) : "");
            }
            first = false;
        }
        return out.isEmpty() ? "**A/A control:** the registry has none.\n\n" : out.toString();
    }

    /** "1.035 (0.993..1.080), 12 rounds, ±4.4%" (the log half-width as a symmetric percentage). */
    private static String effect(PairedEffect e) {
        if (!e.ci().isKnown()) {
            String rounds = e.rounds() == 1 ? "1 round" : e.rounds() + " rounds";
            return ClaimText.ratio(e.mean()) + ", " + rounds + ", no interval";
        }
        double h = (Math.log(e.ci().high()) - Math.log(e.ci().low())) / 2;
        return ClaimText.ratio(e.mean()) + " (" + ClaimText.ratio(e.ci().low()) + ".." + ClaimText.ratio(e.ci().high())
                + "), " + e.rounds() + " rounds, ±" + ClaimText.symmetricPercent(h);
    }

    /** Passed; or failed by a false difference, by imprecision, or by not being judged at all; or not judged yet. */
    private static String outcome(JudgedComparison j, boolean running) {
        if (running) {
            return "not judged yet: the suite is still running";
        }
        String band = "±" + ClaimText.symmetricPercent(j.margin());
        String tost = "TOST p " + ClaimText.pValue(j.equivalence().pValue());
        return switch (j.verdict()) {
            case REPRODUCED -> "passed: its 90% interval lies within " + band + " (" + tost + ")";
            case NOT_TESTED, INSUFFICIENT_ROUNDS, NOT_RUN -> "failed: " + j.verdict().text();
            default -> j.effect().ci().isKnown() && (j.effect().ci().low() > 1 || j.effect().ci().high() < 1)
                    ? "failed: its interval excludes 1, a difference where there is none (" + tost + ")"
                    : "failed: its 90% interval reaches past " + band + " (" + tost + "), so at "
                    + j.effect().rounds() + " rounds the suite cannot tell a change of that size from none";
        };
    }

    /** The control's effect in each quarter of the suite's time, a round placed by its first trial's start. */
    private static String quarters(JudgedClaim control, JudgedComparison j, List<JudgedClaim> claims,
                                   SuiteBudget budget) {
        Optional<Instant[]> span = span(claims, budget);
        if (span.isEmpty()) {
            return "";
        }
        Instant from = span.get()[0];
        Duration length = Duration.between(from, span.get()[1]);
        Map<Integer, Integer> quarterOfTrial = new TreeMap<>();
        Map<Integer, Instant> startOfTrial = new TreeMap<>();
        for (Map<String, String> row : control.rows()) {
            Optional<Instant> at = SuiteTime.instant(row, TrialColumn.STARTED_AT);
            String trial = row.getOrDefault(TrialColumn.TRIAL.column(), "");
            if (at.isPresent() && !trial.isEmpty() && RowMetrics.counts(row)) {
                startOfTrial.merge(Integer.parseInt(trial), at.get(), (a, b) -> a.isBefore(b) ? a : b);
            }
        }
        startOfTrial.forEach((trial, at) -> quarterOfTrial.put(trial, quarter(from, length, at)));
        MarkdownTable table = new MarkdownTable(List.of("quarter of the suite's time", "from (UTC)", "effect (95% CI)"));
        for (int q = 0; q < 4; q++) {
            int quarter = q;
            List<Map<String, String>> rows = new ArrayList<>();
            for (Map<String, String> row : control.rows()) {
                String trial = row.getOrDefault(TrialColumn.TRIAL.column(), "");
                if (!trial.isEmpty() && Integer.valueOf(quarter).equals(quarterOfTrial.get(Integer.parseInt(trial)))) {
                    rows.add(row);
                }
            }
            PairedEffect e = PairedEffect.of(rows, Level.of(j.comparison().baseline())::matches,
                    Level.of(j.comparison().contender())::matches, j.comparison().metric().column());
            table.row(List.of("Q" + (q + 1), MeasuredIn.minute(from.plus(length.dividedBy(4).multipliedBy(q))
                    .toString()), e.rounds() == 0 ? "no rounds" : effect(e)));
        }
        return "The suite's time runs from " + MeasuredIn.minute(from.toString()) + " to "
                + MeasuredIn.minute(span.get()[1].toString()) + " UTC (every trial since the registration):\n\n"
                + table.render();
    }

    /**
     * Whether the control sampled the claims' hours: its first trial started before the 10th percentile of the claims'
     * trial starts and its last after their 90th (nearest rank), counting the rows since the registration.
     */
    static String spread(JudgedClaim control, List<JudgedClaim> claims, SuiteBudget budget) {
        List<Instant> mine = starts(List.of(control), budget);
        List<Instant> theirs = starts(claims.stream().filter(c -> !c.claim().control()).toList(), budget);
        if (mine.isEmpty() || theirs.isEmpty()) {
            return "";
        }
        Instant p10 = theirs.get(Math.max(0, (int) Math.ceil(0.10 * theirs.size()) - 1));
        Instant p90 = theirs.get(Math.max(0, (int) Math.ceil(0.90 * theirs.size()) - 1));
        Instant first = mine.get(0);
        Instant last = mine.get(mine.size() - 1);
        boolean holds = first.isBefore(p10) && last.isAfter(p90);
        return "Its trials span the claims': its first started at " + MeasuredIn.minute(first.toString())
                + " UTC, against the 10th percentile of the claims' trial starts, " + MeasuredIn.minute(p10.toString())
                + ", and its last at " + MeasuredIn.minute(last.toString()) + ", against their 90th, "
                + MeasuredIn.minute(p90.toString()) + ": " + (holds ? "holds" : "fails") + ".\n\n";
    }

    /** The counted trials' starts since the registration, sorted, each claims file read once. */
    private static List<Instant> starts(List<JudgedClaim> claims, SuiteBudget budget) {
        Set<String> files = new HashSet<>();
        List<Instant> starts = new ArrayList<>();
        for (JudgedClaim claim : claims) {
            if (!files.add(claim.claim().rowsId())) {
                continue;
            }
            for (Map<String, String> row : claim.rows()) {
                Optional<Instant> start = SuiteTime.instant(row, TrialColumn.STARTED_AT);
                if (start.isPresent() && RowMetrics.counts(row)
                        && !budget.registeredAt().map(start.get()::isBefore).orElse(false)) {
                    starts.add(start.get());
                }
            }
        }
        starts.sort(null);
        return starts;
    }

    private static int quarter(Instant from, Duration length, Instant at) {
        if (length.isZero()) {
            return 0;
        }
        long q = 4 * Duration.between(from, at).toMillis() / length.toMillis();
        return (int) Math.max(0, Math.min(3, q));
    }

    /** The first start and last end of the suite's trials: every row since the registration, or every row. */
    private static Optional<Instant[]> span(List<JudgedClaim> claims, SuiteBudget budget) {
        Instant first = null;
        Instant last = null;
        for (JudgedClaim claim : claims) {
            for (Map<String, String> row : claim.rows()) {
                Optional<Instant> start = SuiteTime.instant(row, TrialColumn.STARTED_AT);
                if (start.isEmpty() || budget.registeredAt().map(start.get()::isBefore).orElse(false)) {
                    continue;
                }
                Instant end = SuiteTime.settled(row).orElse(start.get());
                first = first == null || start.get().isBefore(first) ? start.get() : first;
                last = last == null || end.isAfter(last) ? end : last;
            }
        }
        return first == null ? Optional.empty() : Optional.of(new Instant[] {first, last});
    }
}
