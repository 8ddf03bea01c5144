package ingestlab.mapping;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.FieldInfo;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code match_only_text} as Elasticsearch's MatchOnlyTextFieldMapper indexes it, and {@code constant_keyword}. */
class MatchOnlyTextTest {
    @TempDir
    Path dir;

    private static List<IndexableField> index(ExplicitMapping mapping, Map<String, Object> source) {
        List<IndexableField> fields = new ArrayList<>();
        mapping.index(source, fields);
        return fields;
    }

    @Test
    void indexedWithDocumentsOnlyNoNormsNotStoredAndFoundByATermQuery() throws Exception {
        Path file = dir.resolve("mapping.json");
        Files.writeString(file, """
                {"mappings": {"properties": {"message": {"type": "match_only_text"},
                  "data_stream": {"properties": {"dataset": {"type": "constant_keyword"}}}}}}""");
        ExplicitMapping mapping = ExplicitMapping.read(file);
        assertThat(mapping.fields().get("message").type()).isEqualTo(FieldType.MATCH_ONLY_TEXT);

        List<IndexableField> fields = index(mapping, Map.of("message", "Connection reset by peer",
                "data_stream", Map.of("dataset", "nginx.error")));
        assertThat(fields).singleElement().satisfies(field -> {
            assertThat(field.name()).isEqualTo("message");
            assertThat(field.fieldType().indexOptions()).isEqualTo(IndexOptions.DOCS);
            assertThat(field.fieldType().omitNorms()).isTrue();
            assertThat(field.fieldType().tokenized()).isTrue();
            assertThat(field.fieldType().stored()).isFalse();
        });

        try (ByteBuffersDirectory directory = new ByteBuffersDirectory();
             IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(new StandardAnalyzer()))) {
            Document doc = new Document();
            fields.forEach(doc::add);
            writer.addDocument(doc);
            writer.commit();
            try (DirectoryReader reader = DirectoryReader.open(directory)) {
                FieldInfo info = reader.leaves().get(0).reader().getFieldInfos().fieldInfo("message");
                assertThat(info.getIndexOptions()).isEqualTo(IndexOptions.DOCS);
                assertThat(info.omitsNorms()).isTrue();
                assertThat(new IndexSearcher(reader).count(new TermQuery(new Term("message", "reset")))).isEqualTo(1);
                assertThat(new IndexSearcher(reader).count(new TermQuery(new Term("message", "refused")))).isZero();
                assertThat(reader.leaves().get(0).reader().getFieldInfos().fieldInfo("data_stream.dataset")).isNull();
            }
        }
    }
}
