package ingestlab.claims;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A claim's verdicts on the engines ({@link EngineClaims}), written under the claim's own section of the claims report,
 * so a reader sees where the simulation and the engine agree.
 *
 * @param claims the registration
 * @param home the lab's folder, which the registration's paths are from
 */
record EngineClaimsSection(EngineClaims claims, Path home) {
    /**
     * The section for claim {@code id}; empty when the registration does not name it. A round the rule refuses is
     * said here, under this claim only: the other claims' sections do not depend on the fidelity rounds.
     */
    String of(String id) {
        var claim = claims.find(id);
        if (claim.isEmpty()) {
            return "";
        }
        String folder = "reports/fidelity/" + claims.setting();
        EngineClaimJudge judge = new EngineClaimJudge(home.resolve(folder), claims.arms(), claims.minRounds());
        EngineClaimJudge.Rounds rounds;
        try {
            rounds = judge.rounds();
        } catch (IOException | RuntimeException e) {
            return "\n**On the engines: refused.** `" + folder + "`: " + e.getMessage() + "\n";
        }
        var judged = judge.judge(claim.get(), rounds.rows());
        String leftOut = rounds.leftOut().isEmpty() ? "" : " Rounds left out whole: "
                + String.join("; ", rounds.leftOut()) + ".";
        return "\n**On the engines.** Registered in `" + EngineClaims.PATH + "` before any row of the fidelity"
                + " setting `" + claims.setting() + "`; judged on that setting's counted rounds (`" + folder + "/r*`), in which the"
                + " engines' arms and the lab's ran interleaved, paired by round, with registry v3's words (Holm over"
                + " each side's " + claim.get().comparisons().size() + " comparisons; at least "
                + claims.minRounds() + " rounds)." + leftOut + " `bin/lab claims report` recomputes it.\n\n"
                + EngineClaimJudge.table(judged) + "\n";
    }
}
