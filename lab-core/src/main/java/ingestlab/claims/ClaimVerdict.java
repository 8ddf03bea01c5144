package ingestlab.claims;

/**
 * A comparison's verdict, weakest first after {@link #NOT_RUN}; a claim takes the weakest of its comparisons'. The
 * words and their rules are defined in docs/claims.md; {@link VerdictRule} applies them.
 */
enum ClaimVerdict {
    NOT_RUN("not run yet"),
    /** The claim's conditions did not hold: its factor never acted, so the experiment tested nothing. */
    NOT_TESTED("not tested"),
    /** Fewer rounds than the registry's minimum: no verdict rests on them. */
    INSUFFICIENT_ROUNDS("insufficient rounds"),
    /** Judged, and none of the rules below held: the rounds cannot tell. */
    INCONCLUSIVE("inconclusive"),
    /** The interval excludes no change on the side opposite the claim's, and Holm holds. */
    CONTRADICTED("contradicted"),
    /** Equivalence within the claim's margin, shown by two one-sided tests at 5%, and Holm holds. */
    ABSENT("absent"),
    /** The interval excludes no change on the claim's side (or, for a "same" claim, equivalence), and Holm holds. */
    REPRODUCED("reproduced");

    private final String text;

    ClaimVerdict(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    /** Whether it was judged on the rows' interval (not a verdict the conditions, rounds or absence of rows gave). */
    public boolean judged() {
        return ordinal() >= INCONCLUSIVE.ordinal();
    }

    /** The weaker of two verdicts (not run is weakest of all: a claim half run is not judged). */
    public ClaimVerdict weakest(ClaimVerdict other) {
        return ordinal() <= other.ordinal() ? this : other;
    }
}
