package ingestlab.claims;

import ingestlab.metrics.Metric;
import ingestlab.report.MarkdownTable;
import ingestlab.report.RowMetrics;
import ingestlab.results.TrialColumn;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The report's "Machine time" section: how long each claim's trials ran, and the total of the suite's own trials
 * (those started since the registry was registered) against its budget. A trial's time runs from its JVM's start
 * ({@code started_at}) to the end of its final refresh and merges ({@code trial_end}, the last bulk acknowledged, plus
 * {@code final_s}), since the next trial waits for them; a row of a version without {@code trial_end} counts its
 * indexing time ({@code elapsed_s}) only, a lower bound, and says so. The two trials of a
 * duet pair run at once, on the two halves of the CPUs, so a pair counts once: from the earlier start to the later
 * end. The budget is machine time.
 */
final class SuiteTime {
    private SuiteTime() {}

    static String of(List<JudgedClaim> claims, SuiteBudget budget) {
        MarkdownTable table = new MarkdownTable(List.of("claim", "trials", "first trial started (UTC)",
                "last trial ended (UTC)", "trial time (min)", "of it since registration (min)"));
        Duration suite = Duration.ZERO;
        int suiteTrials = 0;
        boolean anyLowerBound = false;
        for (JudgedClaim claim : claims) {
            if (!claim.claim().rowsOf().isBlank()) {
                table.row(List.of(claim.claim().id(), "the rows of " + claim.claim().rowsOf(), "", "", "", ""));
                continue;
            }
            if (claim.rows().isEmpty()) {
                table.row(List.of(claim.claim().id(), "not run yet", "", "", "", ""));
                continue;
            }
            Duration all = machineTime(claim.rows());
            Duration since = budget.registeredAt().map(at -> since(claim.rows(), at)).orElse(Duration.ZERO);
            boolean lowerBound = false;
            Instant first = null;
            Instant last = null;
            for (Map<String, String> row : claim.rows()) {
                Optional<Instant> start = instant(row, TrialColumn.STARTED_AT);
                Optional<Instant> end = settled(row);
                lowerBound |= start.isEmpty() || end.isEmpty() || end.get().isBefore(start.get());
                if (start.isPresent() && budget.registeredAt().map(at -> !start.get().isBefore(at)).orElse(false)) {
                    suiteTrials++;
                }
                first = start.isPresent() && (first == null || start.get().isBefore(first)) ? start.get() : first;
                Instant ended = end.or(() -> start).orElse(null);
                last = ended != null && (last == null || ended.isAfter(last)) ? ended : last;
            }
            suite = suite.plus(since);
            anyLowerBound |= lowerBound;
            table.row(List.of(claim.claim().id(), Integer.toString(claim.rows().size()), minute(first),
                    lowerBound ? "" : minute(last), (lowerBound ? "≥ " : "") + minutes(all), minutes(since)));
        }
        StringBuilder out = new StringBuilder("## Machine time\n\n");
        out.append("Each claim's trials, failed and warm-up ones included. A trial's time runs from its JVM's start to ")
                .append("the end of its final refresh and merges (its last bulk acknowledged, plus `final_s`); the ")
                .append("seconds after it (verifying the index, the JVM's exit, writing the row) are not in it. ")
                .append("A duet pair's two trials run at once and count once, from the earlier start to the later ")
                .append("end.");
        if (anyLowerBound) {
            out.append(" Rows of a lab version that did not record when a trial ended count their indexing time ")
                    .append("only (≥).");
        }
        out.append("\n\n").append(table.render()).append('\n');
        if (budget.registeredAt().isPresent()) {
            out.append(String.format(Locale.ROOT, "The suite's own trials, started since the registry was "
                    + "registered (%s UTC): %d trials, %s min (%s)", minute(budget.registeredAt().get()),
                    suiteTrials, minutes(suite), hours(suite)));
            if (budget.budget().isPresent()) {
                Duration b = budget.budget().get();
                out.append(String.format(Locale.ROOT, ", against a budget of %s min: %s", minutes(b),
                        suite.compareTo(b) <= 0 ? "within it" : "OVER it"));
            }
            out.append(". Trials that started earlier are rows the registry kept from earlier runs.\n\n");
        }
        return out.toString();
    }

    /**
     * A trial's time: from its JVM's start to the end of its final refresh and merges, or, for a row without a start
     * and an end, its indexing time ({@code elapsed_s}), a lower bound.
     */
    static Duration trialTime(Map<String, String> row) {
        Optional<Instant> start = instant(row, TrialColumn.STARTED_AT);
        Optional<Instant> end = settled(row);
        if (start.isPresent() && end.isPresent() && !end.get().isBefore(start.get())) {
            return Duration.between(start.get(), end.get());
        }
        double elapsed = RowMetrics.value(row, Metric.ELAPSED_S.column());
        return Double.isNaN(elapsed) ? Duration.ZERO : Duration.ofMillis(Math.round(elapsed * 1000));
    }

    /** The machine time of the rows whose trials started at or after {@code since}. */
    static Duration since(List<Map<String, String>> rows, Instant since) {
        return machineTime(rows.stream()
                .filter(row -> instant(row, TrialColumn.STARTED_AT).map(at -> !at.isBefore(since)).orElse(false))
                .toList());
    }

    /**
     * The mean machine time of a round (the rows sharing a {@code trial} number) of the rows whose trials started at
     * or after {@code since}; zero when there are none.
     */
    static Duration meanRound(List<Map<String, String>> rows, Instant since) {
        List<Map<String, String>> fresh = rows.stream()
                .filter(row -> instant(row, TrialColumn.STARTED_AT).map(at -> !at.isBefore(since)).orElse(false))
                .toList();
        long rounds = fresh.stream().map(row -> row.getOrDefault(TrialColumn.TRIAL.column(), "")).distinct().count();
        return rounds == 0 ? Duration.ZERO : machineTime(fresh).dividedBy(rounds);
    }

    /**
     * The machine time of rows: a lone trial's own time, and a duet pair's (the rows sharing a run id and a
     * {@code duet_pair}) once, from its earlier start to its later end, or its longer trial where either lacks them.
     */
    static Duration machineTime(List<Map<String, String>> rows) {
        Duration total = Duration.ZERO;
        Map<String, List<Map<String, String>>> pairs = new LinkedHashMap<>();
        for (Map<String, String> row : rows) {
            String pair = row.getOrDefault(TrialColumn.DUET_PAIR.column(), "");
            if (pair.isEmpty()) {
                total = total.plus(trialTime(row));
            } else {
                pairs.computeIfAbsent(row.getOrDefault(TrialColumn.RUN_ID.column(), "") + "/" + pair,
                        k -> new ArrayList<>()).add(row);
            }
        }
        for (List<Map<String, String>> pair : pairs.values()) {
            List<Instant> starts = pair.stream().map(r -> instant(r, TrialColumn.STARTED_AT)).flatMap(Optional::stream)
                    .sorted().toList();
            List<Instant> ends = pair.stream().map(SuiteTime::settled).flatMap(Optional::stream).sorted().toList();
            boolean whole = starts.size() == pair.size() && ends.size() == pair.size()
                    && !ends.get(ends.size() - 1).isBefore(starts.get(0));
            total = total.plus(whole ? Duration.between(starts.get(0), ends.get(ends.size() - 1))
                    : pair.stream().map(SuiteTime::trialTime).max(Duration::compareTo).orElse(Duration.ZERO));
        }
        return total;
    }

    /**
     * When a trial's final refresh and merges ended: its last bulk acknowledged ({@code trial_end}) plus
     * {@code final_s}, or the acknowledgement alone in a row without {@code final_s} (a failed trial, which ended
     * there).
     */
    static Optional<Instant> settled(Map<String, String> row) {
        double finalSeconds = RowMetrics.value(row, Metric.FINAL_S.column());
        long extra = Double.isNaN(finalSeconds) || finalSeconds < 0 ? 0 : Math.round(finalSeconds * 1000);
        return instant(row, TrialColumn.TRIAL_END).map(end -> end.plusMillis(extra));
    }

    static Optional<Instant> instant(Map<String, String> row, TrialColumn column) {
        String text = row.getOrDefault(column.column(), "");
        if (text.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Instant.parse(text));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    /** An instant to the minute, as the claims' "Measured in" line writes it; empty when unknown. */
    private static String minute(Instant at) {
        return at == null ? "" : MeasuredIn.minute(at.toString());
    }

    private static String minutes(Duration d) {
        return String.format(Locale.ROOT, "%.1f", d.toMillis() / 60_000.0);
    }

    private static String hours(Duration d) {
        return String.format(Locale.ROOT, "%d h %02d min", d.toHours(), d.toMinutesPart());
    }
}
