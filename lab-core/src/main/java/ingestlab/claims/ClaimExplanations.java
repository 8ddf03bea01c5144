package ingestlab.claims;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Why each measured claim agrees or differs, written after its rows came in: a file of its own beside the registry
 * ({@link #FILE}, claim id → text), so the registry's git history still shows the rules came before any result.
 */
final class ClaimExplanations {
    static final String FILE = "explanations.yaml";
    private static final String NONE = "not written yet.";
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    private final JsonNode texts; // missing node when there is no file

    private ClaimExplanations(JsonNode texts) {
        this.texts = texts;
    }

    /** The explanations beside the claims' CSVs; none when the file is missing. */
    static ClaimExplanations read(Path claimsFolder) throws IOException {
        Path file = claimsFolder.resolve(FILE);
        return new ClaimExplanations(Files.isRegularFile(file) ? YAML.readTree(file.toFile())
                : YAML.missingNode());
    }

    /** The claim's explanation, or a line saying there is none yet. */
    String of(Claim claim) {
        JsonNode text = texts.path(claim.id());
        return text.isTextual() ? text.asText().strip() : NONE;
    }
}
