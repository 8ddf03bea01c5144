package ingestlab.sweep;

/**
 * One trial of a sweep, in its place in the run order.
 *
 * @param trial 1..N within its config (warm-ups count separately, also from 1)
 * @param order position in the whole sweep's order, from 1; the same whatever the partition
 */
public record PlannedTrial(SweepConfig config, int trial, boolean warmup, int order) {}
