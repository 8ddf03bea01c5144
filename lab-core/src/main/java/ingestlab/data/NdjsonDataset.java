package ingestlab.data;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Optional;

/**
 * A user's NDJSON corpus ({@code ndjson:PATH}), the Rally / OpenSearch Benchmark format: one JSON object per line,
 * plain, {@code .gz} or {@code .bz2}. The JSON line is stored as {@code _source}. It declares no types of its own:
 * {@code --mapping explicit} needs {@code --mapping-file}.
 */
final class NdjsonDataset extends FileDataset {
    static final String PREFIX = "ndjson:";
    private static final ObjectReader READER = new ObjectMapper(com.fasterxml.jackson.core.JsonFactory.builder()
            .enable(com.fasterxml.jackson.core.StreamReadFeature.USE_FAST_DOUBLE_PARSER).build())
            .readerFor(new TypeReference<LinkedHashMap<String, Object>>() {})
            .with(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    NdjsonDataset(Path file) {
        super(PREFIX, "one JSON document per line", file);
    }

    @Override
    public Optional<String> mappingJson() {
        return Optional.empty();
    }

    @Override
    public DocFeed open(FeedOptions options) throws IOException {
        LinesReader lines = new LinesReader(() -> Compression.open(file), file.getFileName().toString());
        return new LineFeed(lines, options.skipBad()) {
            @Override
            SourceDoc parse(String line) throws BadDocumentException {
                LinkedHashMap<String, Object> source;
                try {
                    source = READER.readValue(line);
                } catch (JsonProcessingException e) {
                    throw new BadDocumentException(lines.origin(), "malformed JSON: " + problem(line, e));
                }
                if (source == null) {
                    throw new BadDocumentException(lines.origin(), "not a JSON object");
                }
                byte[] json = line.getBytes(StandardCharsets.UTF_8);
                return new SourceDoc(source, json, json.length + 1L, lines.origin());
            }
        };
    }

    /**
     * What is wrong with a line, in JSON's terms only: Jackson's messages name the Java type it was binding
     * ({@code java.util.LinkedHashMap}), its features, and the source location (the file:line already says where).
     */
    static String problem(String line, JsonProcessingException e) {
        if (e instanceof MismatchedInputException) {
            return e.getOriginalMessage().startsWith("Trailing token")
                    ? "more than one JSON value on the line (give one object per line)"
                    : "not an object but " + kind(line.strip()) + " (give one {...} object per line)";
        }
        return e.getOriginalMessage().replaceAll("\\s*\\(start marker at \\[Source:[^\\]]*\\]\\)", "")
                .replaceAll("\\s*(at )?\\[Source:[^\\]]*\\]", "");
    }

    private static String kind(String json) {
        char first = json.isEmpty() ? ' ' : json.charAt(0);
        return switch (first) {
            case '[' -> "an array";
            case '"' -> "a string";
            case 't', 'f' -> "a boolean";
            case 'n' -> "null";
            default -> "a number";
        };
    }
}
