package ingestlab.data.synth;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import ingestlab.data.SourceDoc;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * Writes generated sources as JSON, what a client would send, with one reused Jackson streaming generator (a feed
 * is used by one thread at a time). The JSON's length is the document's source size.
 */
final class JsonSourceWriter {
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER).build();

    private final String dataset;
    private final ByteArrayBuilder buffer = new ByteArrayBuilder(2048);
    private final JsonGenerator generator;

    JsonSourceWriter(String dataset) {
        this.dataset = dataset;
        try {
            generator = FACTORY.createGenerator(buffer);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        generator.setRootValueSeparator(null);
    }

    SourceDoc doc(long ordinal, Map<String, Object> source) {
        try {
            write(source);
            generator.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        byte[] json = buffer.toByteArray();
        buffer.reset();
        return new SourceDoc(source, json, json.length + 1L, dataset + "#" + ordinal);
    }

    private void write(Object value) throws IOException {
        switch (value) {
            case null -> generator.writeNull();
            case String s -> generator.writeString(s);
            case Integer i -> generator.writeNumber(i);
            case Long l -> generator.writeNumber(l);
            case Double d -> generator.writeNumber(d);
            case Boolean b -> generator.writeBoolean(b);
            case Map<?, ?> map -> {
                generator.writeStartObject();
                for (Map.Entry<?, ?> e : map.entrySet()) {
                    generator.writeFieldName(e.getKey().toString());
                    write(e.getValue());
                }
                generator.writeEndObject();
            }
            case List<?> list -> {
                generator.writeStartArray();
                for (Object element : list) {
                    write(element);
                }
                generator.writeEndArray();
            }
            default -> generator.writeString(value.toString());
        }
    }
}
