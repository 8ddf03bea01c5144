package ingestlab.experiment;

/** A trial that ran but whose result cannot be trusted, such as an index that does not hold what was fed. */
final class TrialFailure extends Exception {
    private static final long serialVersionUID = 1L;

    public TrialFailure(String message) {
        super(message);
    }
}
