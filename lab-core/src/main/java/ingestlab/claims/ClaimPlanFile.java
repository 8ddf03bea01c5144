package ingestlab.claims;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import ingestlab.stats.RoundsFromPilot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A claim's fixed number of rounds, {@code reports/claims/<id>.plan.yaml}: written once, after the pilot, and read
 * from then on, so the rounds a verdict rests on were chosen before the rounds that decide it ran.
 */
final class ClaimPlanFile {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private ClaimPlanFile() {}

    static Path of(Path folder, Claim claim) {
        return folder.resolve(claim.rowsId() + ".plan.yaml");
    }

    /** The plan, or null when the pilot has not planned yet. */
    static RoundsFromPilot read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        JsonNode node = YAML.readTree(file.toFile());
        return new RoundsFromPilot(node.path("pilot_rounds").asInt(), node.path("pilot_log_sd").asDouble(Double.NaN),
                node.path("needed").asInt(Integer.MAX_VALUE), node.path("planned").asInt());
    }

    static void write(Path file, Claim claim, RoundsFromPilot plan, double targetHalfWidth) throws IOException {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("claim", claim.id());
        out.put("metric", claim.primaryMetric().column());
        out.put("pilot_rounds", plan.pilotRounds());
        out.put("pilot_log_sd", plan.pilotLogSd());
        out.put("target_half_width", targetHalfWidth);
        out.put("needed", plan.needed());
        out.put("max_rounds", claim.maxRounds());
        out.put("planned", plan.planned());
        out.put("capped", plan.capped());
        Files.writeString(file, "# Fixed after the pilot, before the remaining rounds ran (registry: pilot_rounds).\n"
                + YAML.writeValueAsString(out).replaceFirst("^---\\n", ""));
    }
}
