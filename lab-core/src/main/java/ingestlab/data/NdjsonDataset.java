package ingestlab.data;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
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
                    throw new BadDocumentException(lines.origin(), "malformed JSON: " + e.getOriginalMessage());
                }
                if (source == null) {
                    throw new BadDocumentException(lines.origin(), "not a JSON object");
                }
                byte[] json = line.getBytes(StandardCharsets.UTF_8);
                return new SourceDoc(source, json, json.length + 1L, lines.origin());
            }
        };
    }
}
