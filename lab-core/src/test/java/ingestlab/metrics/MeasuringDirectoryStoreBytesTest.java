package ingestlab.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.store.FSDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The store size a trial reports: every file of the shard on disk but the write lock. */
class MeasuringDirectoryStoreBytesTest {

    @Test
    void sumsEveryFileButTheWriteLock(@TempDir Path path) throws IOException {
        try (MeasuringDirectory dir = new MeasuringDirectory(FSDirectory.open(path), new MetricRegistry(),
                new Samples());
             IndexWriter writer = new IndexWriter(dir, new IndexWriterConfig())) {
            assertThat(dir.storeBytes()).isZero(); // only the lock so far
            Document doc = new Document();
            doc.add(new StringField("id", "1", Field.Store.YES));
            writer.addDocument(doc);
            writer.commit();
            // the files' sizes as the file system gives them, not through the Directory under test
            long files;
            try (Stream<Path> onDisk = Files.list(path)) {
                files = onDisk.filter(f -> !f.getFileName().toString().equals(IndexWriter.WRITE_LOCK_NAME))
                        .mapToLong(f -> f.toFile().length()).sum();
            }
            assertThat(dir.listAll()).contains(IndexWriter.WRITE_LOCK_NAME);
            assertThat(dir.storeBytes()).isPositive().isEqualTo(files);
        }
    }
}
