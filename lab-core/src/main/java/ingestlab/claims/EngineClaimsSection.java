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
    /** The section for claim {@code id}; empty when the registration does not name it. */
    String of(String id) throws IOException {
        var claim = claims.find(id);
        if (claim.isEmpty()) {
            return "";
        }
        String folder = "reports/fidelity/" + claims.setting();
        var judged = new EngineClaimJudge(home.resolve(folder)).judge(claim.get());
        return "\n**On the engines.** Registered in `" + EngineClaims.PATH + "` before any row of the fidelity setting `"
                + claims.setting() + "`; judged on that setting's counted rounds (`" + folder + "/r*`), in which the"
                + " engines' arms and the lab's ran interleaved, paired by round, with registry v3's words (Holm over"
                + " each side's " + claim.get().comparisons().size() + " comparisons; at least "
                + EngineClaimJudge.MIN_ROUNDS + " rounds). `bin/lab claims report` recomputes it.\n\n"
                + EngineClaimJudge.table(judged) + "\n";
    }
}
