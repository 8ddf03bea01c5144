package ingestlab.experiment;

/** A trial that ran but whose result cannot be trusted, such as an index that does not hold what was fed. */
public final class TrialFailure extends Exception {
    public TrialFailure(String message) {
        super(message);
    }
}
