package ingestlab.claims;

/** A claim's verdict, weakest first after {@link #NOT_RUN}; a claim takes the weakest of its comparisons'. */
enum ClaimVerdict {
    NOT_RUN("not run yet"),
    /** A round's baseline measured 0 where its contender did not: no ratio, so nothing to judge. */
    NO_RATIO("no ratio"),
    /** The claim's conditions did not hold: its factor never acted, so the experiment tested nothing. */
    NOT_TESTED("not tested"),
    /** Fewer rounds than the registry's minimum: no verdict rests on them. */
    INSUFFICIENT_ROUNDS("insufficient rounds"),
    CONTRADICTED("contradicted"),
    NOT_REPRODUCED("not reproduced"),
    DIRECTION_ONLY("direction only"),
    REPRODUCED("reproduced");

    private final String text;

    ClaimVerdict(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    /** The weaker of two verdicts (not run is weakest of all: a claim half run is not judged). */
    public ClaimVerdict weakest(ClaimVerdict other) {
        return ordinal() <= other.ordinal() ? this : other;
    }
}
