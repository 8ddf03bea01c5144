package ingestlab.claims;

import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * How far registry v3's suite has run, as its rows show: the paired rounds each running claim holds against the
 * rounds it registered (the A/A control against the suite's blocks, one pair each), and its trial time since the
 * registration against the budget. While a registered round is missing and the budget is not spent, the suite is
 * running: its verdicts are interim and its control is not judged yet, so the report says so instead of calling the
 * control failed. A suite the runner stopped before its budget was spent (a block it projected past the budget) still
 * reads as running; the runner's last line says where it stopped.
 *
 * @param rounds the running claims' paired rounds recorded, each counted up to its registered rounds
 * @param registered the running claims' registered rounds
 * @param pairs the control's paired rounds recorded, up to the suite's blocks
 * @param blocks the suite's blocks (the most rounds a claim registers), the control's registered pairs
 * @param used the trial time of the suite's rows since the registration
 * @param budget the registry's budget of trial time, or null when it states none
 */
record SuiteProgress(int rounds, int registered, int pairs, int blocks, Duration used, Duration budget) {

    /** The progress of a registry v3 suite; null for a registry without a registration (v2), which has no suite. */
    static SuiteProgress of(List<JudgedClaim> claims, ClaimRegistry registry) {
        SuiteBudget budget = registry.budget();
        if (budget.registeredAt().isEmpty()) {
            return null;
        }
        List<Claim> suite = SuiteRun.claims(registry, registry.claims());
        int blocks = SuiteBlocks.count(suite);
        int rounds = 0;
        int registered = 0;
        int pairs = 0;
        Duration used = Duration.ZERO;
        for (JudgedClaim claim : claims) {
            Claim c = claim.claim();
            if (!c.rowsOf().isBlank()) {
                continue; // its rows and time are its sharer's
            }
            used = used.plus(SuiteTime.since(claim.rows(), budget.registeredAt().get()));
            if (!suite.contains(c)) {
                continue; // registered untestable: the suite does not run it
            }
            int done = claim.comparisons().stream().mapToInt(j -> j.effect().rounds()).min().orElse(0);
            if (c.control()) {
                pairs = Math.min(done, blocks);
            } else {
                rounds += Math.min(done, c.rounds());
                registered += c.rounds();
            }
        }
        return new SuiteProgress(rounds, registered, pairs, blocks, used, budget.budget().orElse(null));
    }

    /** Whether a registered round is still missing and the budget is not spent. */
    boolean running() {
        boolean missing = rounds < registered || pairs < blocks;
        return missing && (budget == null || used.compareTo(budget) < 0);
    }

    /** The report's first line while the suite runs, else empty. */
    String firstLine() {
        if (!running()) {
            return "";
        }
        return String.format(Locale.ROOT, "**The suite is still running:** %d of its %d registered rounds of the "
                + "claims and %d of the A/A control's %d pairs are recorded, in %.1f min of trial time%s. Every verdict "
                + "below is interim: \"insufficient rounds\" means that a claim's registered rounds have not all run "
                + "yet, and the A/A control is judged when the suite ends.\n\n", rounds, registered, pairs, blocks,
                used.toMillis() / 60_000.0, budget == null ? ""
                        : String.format(Locale.ROOT, " of a %.1f min budget", budget.toMillis() / 60_000.0));
    }
}
