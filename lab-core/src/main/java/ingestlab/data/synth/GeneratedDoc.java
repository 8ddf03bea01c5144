package ingestlab.data.synth;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import ingestlab.data.SourceDoc;
import java.io.UncheckedIOException;
import java.util.Map;

/** Turns a generated source into a {@link SourceDoc}: its JSON (what a client would send) fixes its size. */
final class GeneratedDoc {
    private static final ObjectWriter JSON = new ObjectMapper(com.fasterxml.jackson.core.JsonFactory.builder()
            .enable(com.fasterxml.jackson.core.StreamWriteFeature.USE_FAST_DOUBLE_WRITER).build()).writer();

    private GeneratedDoc() {}

    static SourceDoc of(String dataset, long ordinal, Map<String, Object> source) {
        try {
            byte[] json = JSON.writeValueAsBytes(source);
            return new SourceDoc(source, json, json.length + 1L, dataset + "#" + ordinal);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
