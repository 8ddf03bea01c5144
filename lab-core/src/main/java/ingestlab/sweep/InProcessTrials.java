package ingestlab.sweep;

import ingestlab.experiment.ExperimentRunner;
import ingestlab.experiment.ProgressListener;
import ingestlab.metrics.Metric;
import ingestlab.results.ResultFiles;
import ingestlab.results.TrialResult;
import ingestlab.results.TrialRun;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;

/** {@code --no-fork}: every trial in this JVM, for debugging (JIT, GC and heap state carry from trial to trial). */
public record InProcessTrials(ExperimentRunner runner, ResultFiles out) implements TrialLauncher {

    @Override
    public TrialOutcome launch(PlannedTrial trial, String runId) throws IOException, InterruptedException {
        Instant start = Instant.now();
        TrialResult result = runner.runOne(trial.config().spec(),
                new TrialRun(runId, trial.trial(), trial.warmup(), trial.order()), ProgressListener.NONE);
        out.append(result);
        double seconds = Duration.between(start, Instant.now()).toMillis() / 1000.0;
        return new TrialOutcome(result.ok(), result.error(),
                result.ok() ? Metric.DOCS_PER_S.read(result.observations()).doubleValue() : Double.NaN, seconds);
    }
}
