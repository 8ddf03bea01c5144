package ingestlab.fork;

import com.fasterxml.jackson.databind.JsonNode;
import ingestlab.catalog.SpecJson;
import ingestlab.results.TrialRun;
import ingestlab.settings.ExperimentSpec;
import java.nio.file.Path;

/**
 * The first line a forked JVM reads on stdin: what to run, with which spec, and how. Without {@code lockstep} the child
 * runs once and exits; with it, it runs once per {@link TurnLine} until told to stop.
 *
 * @param work a lab trial, or calibration's bare IndexWriter loop
 * @param spec the spec as {@link SpecJson} writes it (every setting, the heap included)
 * @param runId the parent's run id, for the row
 * @param trial the trial's number (a single run); in lockstep each kind of turn counts from 1
 * @param warmup whether the single run is a warm-up one
 * @param order the trial's place in the parent's run order
 * @param workDir where the indexes go, or null for a temporary folder
 * @param timelineMillis the timeline's sampling period, 0 for none
 * @param checkIndex run Lucene's CheckIndex on every shard after each trial
 * @param progress show a progress bar on the child's stderr during timed runs
 * @param lockstep run once per turn instead of once
 * @param barrier once set up, say {@link ReadyLine ready} and wait for {@link TurnLine.Turn#GO} before the first
 *     document (a duet's two sides start together); a single run only
 */
public record ForkRequest(Work work, JsonNode spec, String runId, int trial, boolean warmup, int order, String workDir,
                          long timelineMillis, boolean checkIndex, boolean progress, boolean lockstep,
                          boolean barrier) {
    /** What the child runs. */
    public enum Work { TRIAL, BARE }

    /** A request for {@code spec}, with its trial's bookkeeping. */
    public static ForkRequest of(Work work, ExperimentSpec spec, TrialRun run, Path workDir, long timelineMillis,
                                 boolean checkIndex, boolean progress, boolean lockstep) {
        return new ForkRequest(work, SpecJson.toJson(spec), run.runId(), run.trial(), run.warmup(), run.order(),
                workDir == null ? null : workDir.toAbsolutePath().toString(), timelineMillis, checkIndex, progress,
                lockstep, false);
    }

    /** This request with a barrier before the first document. */
    public ForkRequest withBarrier() {
        if (lockstep) {
            throw new IllegalArgumentException("a barrier is for a single run, not lockstep turns");
        }
        return new ForkRequest(work, spec, runId, trial, warmup, order, workDir, timelineMillis, checkIndex, progress,
                false, true);
    }

    /** The spec, read and checked. */
    public ExperimentSpec experimentSpec() {
        return SpecJson.read(spec);
    }

    /** The work dir, or null. */
    public Path workPath() {
        return workDir == null ? null : Path.of(workDir);
    }
}
