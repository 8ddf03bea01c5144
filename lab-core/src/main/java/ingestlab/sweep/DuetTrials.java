package ingestlab.sweep;

import ingestlab.results.Design;
import ingestlab.fork.CpuHalves;
import ingestlab.fork.RunLine;
import ingestlab.results.ResultFiles;
import ingestlab.results.TrialColumn;
import ingestlab.results.TrialRows;
import ingestlab.results.TrialSpan;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeoutException;

/**
 * Runs a {@link DuetPair}: both JVMs start at once, each pinned to its half of the CPUs; once both have said ready
 * (JVM up, trial set up) both are told go, so their measured parts start together and share whatever the machine
 * does meanwhile. The pair is recorded whole or not at all: both rows are appended in one write once both trials
 * ended, with the pair's id, each side's CPUs and overlap. A side that fails (or passes the timeout) is recorded as
 * failed beside its partner's row; its partner still gets go, and runs alone, which its overlap shows.
 */
public final class DuetTrials {
    private final ForkedTrials.Settings settings;
    private final CpuHalves halves;
    private final ResultFiles out;
    private volatile List<TrialChild> running = List.of();
    private volatile boolean aborted;

    public DuetTrials(ForkedTrials.Settings settings, CpuHalves halves, ResultFiles out) {
        this.settings = settings;
        this.halves = halves;
        this.out = out;
    }

    public DuetOutcome launch(DuetPair pair, String runId) throws IOException, InterruptedException {
        List<TrialChild> children = new ArrayList<>();
        try {
            for (int half = 0; half < 2; half++) {
                children.add(TrialChild.start(settings, pair.byHalf().get(half), runId, halves.half(half), true));
            }
            running = List.copyOf(children);
            if (aborted) {
                children.forEach(child -> child.jvm().kill());
            }
            Instant deadline = settings.timeout() == null ? null : Instant.now().plus(settings.timeout());
            Side[] sides = {new Side(children.get(0)), new Side(children.get(1))};
            for (Side side : sides) {
                side.awaitReady(deadline);
            }
            for (Side side : sides) {
                side.go();
            }
            for (Side side : sides) {
                side.awaitRow(deadline);
            }
            if (aborted) {
                TrialOutcome stopped = new TrialOutcome(false, "stopped", Double.NaN, 0);
                return new DuetOutcome(stopped, stopped, Double.NaN, true); // not recorded: it runs again on resume
            }
            return record(pair, sides);
        } finally {
            running = List.of();
            for (TrialChild child : children) {
                child.close();
            }
        }
    }

    /** Both rows with the pair's columns, in one write; the baseline's first. */
    private DuetOutcome record(DuetPair pair, Side[] sides) throws IOException {
        TrialRows[] rows = {sides[0].rows(), sides[1].rows()};
        List<Optional<TrialSpan>> spans = List.of(TrialSpan.of(rows[0].row()), TrialSpan.of(rows[1].row()));
        double overlap = spans.get(0).isPresent() && spans.get(1).isPresent()
                ? TrialSpan.pairOverlap(spans.get(0).get(), spans.get(1).get()) : Double.NaN;
        for (int half = 0; half < 2; half++) {
            Optional<TrialSpan> partner = spans.get(1 - half);
            String own = spans.get(half).flatMap(span -> partner.map(other -> format(span.overlap(other))))
                    .orElse("");
            rows[half] = rows[half].with(Map.of(TrialColumn.DUET_PAIR.column(), pair.id(),
                    TrialColumn.CPUS.column(), halves.half(half).cpus().toString(), TrialColumn.OVERLAP.column(), own,
                    TrialColumn.DESIGN.column(), Design.DUET.key()));
        }
        int baseline = pair.swapped() ? 1 : 0;
        out.appendTogether(List.of(rows[baseline], rows[1 - baseline]));
        return new DuetOutcome(sides[baseline].outcome(rows[baseline]), sides[1 - baseline].outcome(rows[1 - baseline]),
                overlap, false);
    }

    private static String format(double fraction) {
        return String.format(Locale.ROOT, "%.4f", fraction);
    }

    /** Kills both JVMs of the pair running now (Ctrl-C); it is not recorded and runs again on resume. */
    public void abort() {
        aborted = true;
        running.forEach(child -> child.jvm().kill());
    }

    /** One side of the pair: its JVM, whether it got past the barrier, and its row or why there is none. */
    private final class Side {
        private final TrialChild child;
        private boolean ready;
        private RunLine line;
        private String error;

        Side(TrialChild child) {
            this.child = child;
        }

        void awaitReady(Instant deadline) throws InterruptedException {
            try {
                Optional<RunLine> early = child.jvm().awaitReady(remaining(deadline));
                ready = early.isEmpty();
                line = early.orElse(null); // its trial failed while being set up
            } catch (TimeoutException e) {
                timedOut();
            } catch (IOException e) {
                error = "the trial wrote no row: " + e.getMessage();
            }
        }

        void go() {
            if (ready) {
                try {
                    child.jvm().go();
                } catch (IOException e) {
                    ready = false; // it died at the barrier: its exit says why
                    error = "the trial wrote no row: its JVM could not be told go (" + e.getMessage() + ")";
                }
            }
        }

        void awaitRow(Instant deadline) throws InterruptedException {
            if (!ready) {
                return;
            }
            try {
                line = child.jvm().next(remaining(deadline));
            } catch (TimeoutException e) {
                timedOut();
            } catch (IOException e) {
                error = "the trial wrote no row: " + e.getMessage();
            }
        }

        private void timedOut() {
            child.jvm().kill();
            error = settings.timedOut();
        }

        TrialRows rows() {
            return line != null && line.row() != null ? new TrialRows(line.row(), line.companions())
                    : child.failed(error == null ? "the trial sent no row" : error);
        }

        TrialOutcome outcome(TrialRows rows) {
            return TrialOutcome.of(rows.row(), Duration.between(child.started(), Instant.now()).toMillis() / 1000.0);
        }
    }

    private static Duration remaining(Instant deadline) {
        return deadline == null ? null : Duration.between(Instant.now(), deadline);
    }
}
