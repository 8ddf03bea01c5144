package ingestlab.metrics;

/**
 * One index's values taken when the last bulk was acknowledged, kept until the tail is done and its
 * {@link IndexObservations} can be completed.
 *
 * @param counts the index's registry, with the controller's writes on its copies
 * @param samples the index's distributions
 */
public record IndexAtAck(Counts counts, Samples samples) {}
