package ingestlab.mapping;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.data.SourceDoc;
import ingestlab.data.synth.HttpLogsDataset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.lucene.index.DocValuesType;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexableField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

/** The Lucene fields each mapping mode produces, as the catalog documents them. */
class MappingModesTest {
    @TempDir
    Path dir;

    private static SourceDoc doc(Map<String, Object> source) {
        return new SourceDoc(source, "{}".getBytes(StandardCharsets.UTF_8), 3, "test:1");
    }

    private static Map<String, String> describe(Iterable<? extends IndexableField> fields) {
        return java.util.stream.StreamSupport.stream(fields.spliterator(), false)
                .map(f -> (IndexableField) f).collect(Collectors.groupingBy(IndexableField::name, LinkedHashMap::new,
                Collectors.mapping(MappingModesTest::kind, Collectors.joining("+")))).entrySet().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, LinkedHashMap::new));
    }

    /** points, terms, doc values, stored: what Lucene will do with a field. */
    private static String kind(IndexableField f) {
        StringBuilder k = new StringBuilder();
        if (f.fieldType().pointDimensionCount() > 0) {
            k.append("point");
        }
        if (f.fieldType().indexOptions() != IndexOptions.NONE) {
            k.append(f.fieldType().tokenized() ? "text" : "term");
        }
        if (f.fieldType().docValuesType() != DocValuesType.NONE) {
            k.append(k.isEmpty() ? "" : "/").append("dv:").append(f.fieldType().docValuesType().name().toLowerCase());
        }
        if (f.fieldType().stored()) {
            k.append(k.isEmpty() ? "" : "/").append("stored");
        }
        return k.toString();
    }

    private static Map<String, Object> httpLog() {
        Map<String, Object> source = new LinkedHashMap<>();
        source.put("@timestamp", 893964617);
        source.put("clientip", "40.135.0.0");
        source.put("request", "GET /images/hm_bg.jpg HTTP/1.0");
        source.put("status", 200);
        source.put("size", 24736);
        return source;
    }

    /** Explicit: http_logs' declared types; dynamic: strings become text + keyword (the IP too), numbers long. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "EXPLICIT | {id=term/stored, @timestamp=point/dv:sorted_numeric, clientip=point+dv:sorted_set, request=text, "
                + "request.raw=term/dv:sorted_set, status=point/dv:sorted_numeric, size=point/dv:sorted_numeric, "
                + "_source=stored}",
        "DYNAMIC | {id=term/stored, @timestamp=point/dv:sorted_numeric, clientip=text, "
                + "clientip.keyword=term/dv:sorted_set, request=text, request.keyword=term/dv:sorted_set, "
                + "status=point/dv:sorted_numeric, size=point/dv:sorted_numeric, _source=stored}"})
    void httpLogsFieldsUnderEachMode(MappingMode mode, String expected) throws Exception {
        DocBuilder builder = DocBuilder.forDataset(new HttpLogsDataset(), mode, null);
        assertThat(describe(builder.build("7", doc(httpLog())).fields())).hasToString(expected);
    }

    @Test
    void dynamicMappingDecidesOnFirstSightLikeElasticsearch() {
        DynamicMapping mapping = new DynamicMapping();
        Map<String, Object> source = new LinkedHashMap<>();
        source.put("created", "2008-07-31T21:42:52.667");
        source.put("day", "2004-03-30");
        source.put("spaced", "2015-01-01 00:34:42"); // not strict ISO: text, as in Elasticsearch
        source.put("ratio", 1.5);
        source.put("count", 3);
        source.put("flag", true);
        source.put("where", List.of(-73.9, 40.7));
        source.put("tags", List.of("a", "b"));
        source.put("user", Map.of("name", "x", "age", 4));
        source.put("long", "x".repeat(300));
        List<IndexableField> out = new java.util.ArrayList<>();
        mapping.index(source, out);
        assertThat(mapping.decidedTypes()).containsExactlyInAnyOrderEntriesOf(Map.ofEntries(
                Map.entry("created", FieldType.DATE), Map.entry("day", FieldType.DATE),
                Map.entry("spaced", FieldType.TEXT), Map.entry("ratio", FieldType.FLOAT),
                Map.entry("count", FieldType.LONG), Map.entry("flag", FieldType.BOOLEAN),
                Map.entry("where", FieldType.FLOAT), Map.entry("tags", FieldType.TEXT),
                Map.entry("user.name", FieldType.TEXT), Map.entry("user.age", FieldType.LONG),
                Map.entry("long", FieldType.TEXT)));
        assertThat(out.stream().filter(f -> f.name().equals("tags.keyword"))).hasSize(2);
        assertThat(out.stream().filter(f -> f.name().equals("where"))).as("an array of floats, not a geo point").hasSize(2);
        assertThat(out.stream().filter(f -> f.name().equals("long.keyword"))).as("ignore_above 256").isEmpty();
    }

    @Test
    void mappingFileSupportsTheDocumentedSubset() throws Exception {
        Path file = dir.resolve("mapping.json");
        Files.writeString(file, """
                {"mappings": {"properties": {
                  "loc": {"type": "geo_point"},
                  "price": {"type": "scaled_float", "scaling_factor": 100},
                  "when": {"type": "date", "format": "yyyy-MM-dd HH:mm:ss"},
                  "ip": {"type": "ip"},
                  "ok": {"type": "boolean"},
                  "n": {"type": "short"},
                  "b": {"type": "byte"},
                  "d": {"type": "double"},
                  "name": {"type": "keyword", "store": true},
                  "user": {"properties": {"age": {"type": "integer"}}},
                  "msg": {"type": "keyword", "index": false, "doc_values": false}
                }}}""");
        ExplicitMapping mapping = ExplicitMapping.read(file);
        Map<String, Object> source = new LinkedHashMap<>();
        source.put("loc", List.of(-73.9, 40.7));
        source.put("price", "12.34");
        source.put("when", "2015-01-01 00:34:42");
        source.put("ip", "::1");
        source.put("ok", false);
        source.put("n", 12);
        source.put("b", 3);
        source.put("d", 2.5);
        source.put("name", "alice");
        source.put("user", Map.of("age", 40));
        source.put("msg", "not indexed");
        source.put("unmapped", "ignored");
        List<IndexableField> out = new java.util.ArrayList<>();
        mapping.index(source, out);
        Map<String, String> fields = describe(out);
        assertThat(fields).containsEntry("loc", "point+dv:sorted_numeric").containsEntry("price", "point/dv:sorted_numeric")
                .containsEntry("ok", "term+dv:sorted_numeric").containsEntry("name", "term/dv:sorted_set/stored")
                .containsEntry("user.age", "point/dv:sorted_numeric").doesNotContainKeys("msg", "unmapped");
        assertThat(out.stream().filter(f -> f.name().equals("price")).findFirst().orElseThrow().numericValue())
                .isEqualTo(1234L);
    }

    @Test
    void unsupportedTypesAndBadFilesAreClearErrors() throws Exception {
        Path nested = dir.resolve("nested.json");
        Files.writeString(nested, "{\"properties\": {\"comments\": {\"type\": \"nested\"}}}");
        assertThatThrownBy(() -> ExplicitMapping.read(nested))
                .hasMessageContaining("field [comments] has type [nested], which the lab does not support")
                .hasMessageContaining("supported: text, keyword, long");
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"properties\": ");
        assertThatThrownBy(() -> ExplicitMapping.read(broken)).hasMessageContaining("is not valid JSON");
        Path scaled = dir.resolve("scaled.json");
        Files.writeString(scaled, "{\"properties\": {\"p\": {\"type\": \"scaled_float\"}}}");
        assertThatThrownBy(() -> ExplicitMapping.read(scaled)).hasMessageContaining("needs scaling_factor");
    }

    @Test
    void valuesThatDoNotFitTheirTypeAreBadDocuments() throws Exception {
        DocBuilder builder = DocBuilder.forDataset(new HttpLogsDataset(), MappingMode.EXPLICIT, null);
        Map<String, Object> source = httpLog();
        source.put("clientip", "not.an.ip.address");
        assertThatThrownBy(() -> builder.build("1", doc(source))).hasMessage("test:1: 'not.an.ip.address' is not an IP address");
        source.put("clientip", "1.2.3.4");
        source.put("status", "OK");
        assertThatThrownBy(() -> builder.build("1", doc(source))).hasMessage("test:1: 'OK' is not a number");
    }

    @Test
    void datesInElasticsearchFormats() {
        assertThat(DateFormats.parse("2004-03-30", "strict_date_optional_time")).isEqualTo(1080604800000L);
        assertThat(DateFormats.parse("2008-07-31T21:42:52.667", DateFormats.DEFAULT)).isEqualTo(1217540572667L);
        assertThat(DateFormats.parse("2008-07-31T21:42:52.667+02:00", DateFormats.DEFAULT)).isEqualTo(1217533372667L);
        assertThat(DateFormats.parse(893964617, "strict_date_optional_time||epoch_second")).isEqualTo(893964617000L);
        assertThat(DateFormats.parse("2015-01-01 00:34:42", "yyyy-MM-dd HH:mm:ss")).isEqualTo(1420072482000L);
        assertThat(DateFormats.parse(1420072482000L, DateFormats.DEFAULT)).isEqualTo(1420072482000L);
        assertThatThrownBy(() -> DateFormats.parse("2015-01-01 00:34:42", "strict_date_optional_time"))
                .hasMessageContaining("is not a date in format");
    }
}
