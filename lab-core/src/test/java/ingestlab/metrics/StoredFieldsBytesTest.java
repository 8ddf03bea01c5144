package ingestlab.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.codec.ZstdCodec;
import java.io.IOException;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.junit.jupiter.api.Test;

class StoredFieldsBytesTest {

    @Test
    void sameSizeInsideAndOutsideCompoundFiles() throws IOException {
        long compound = storedFieldsBytes(true);
        long plain = storedFieldsBytes(false);
        assertThat(compound).isPositive().isEqualTo(plain);
    }

    @Test
    void countsOnlyStoredFieldsFiles() throws IOException {
        try (Directory dir = new ByteBuffersDirectory()) {
            index(dir, false);
            long expected = 0;
            long all = 0;
            for (String file : dir.listAll()) {
                all += dir.fileLength(file);
                if (file.endsWith(".fdt") || file.endsWith(".fdx") || file.endsWith(".fdm")) {
                    expected += dir.fileLength(file);
                }
            }
            try (DirectoryReader reader = DirectoryReader.open(dir)) {
                assertThat(StoredFieldsBytes.of(reader)).isEqualTo(expected).isLessThan(all);
            }
        }
    }

    private static long storedFieldsBytes(boolean compound) throws IOException {
        try (Directory dir = new ByteBuffersDirectory()) {
            index(dir, compound);
            try (DirectoryReader reader = DirectoryReader.open(dir)) {
                assertThat(reader.leaves()).hasSize(2);
                return StoredFieldsBytes.of(reader);
            }
        }
    }

    private static void index(Directory dir, boolean compound) throws IOException {
        IndexWriterConfig config = new IndexWriterConfig();
        config.setUseCompoundFile(compound);
        config.getMergePolicy().setNoCFSRatio(compound ? 1.0 : 0.0);
        config.setCodec(new ZstdCodec(3));
        try (IndexWriter writer = new IndexWriter(dir, config)) {
            for (int i = 0; i < 2000; i++) {
                Document doc = new Document();
                doc.add(new TextField("body", "document number " + i + " of the stored fields test", Field.Store.YES));
                doc.add(new StoredField("n", i));
                writer.addDocument(doc);
                if (i == 999) {
                    writer.commit();
                }
            }
        }
    }
}
