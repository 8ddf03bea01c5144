package ingestlab.codec;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.writer.CodecChoice;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.apache.lucene.codecs.Codec;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.CheckIndex;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LogByteSizeMergePolicy;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.store.Directory;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.params.provider.Arguments;

/** Documents with known stored fields, and the checks that an index holds exactly them. */
final class CodecTestSupport {
    private CodecTestSupport() {}

    /** Every codec at every level it has (lz4 and deflate once, with no level). */
    static Stream<Arguments> codecsAndLevels() {
        return Stream.of(CodecChoice.values()).flatMap(codec -> codec.hasLevels()
                ? Stream.iterate(ZstdLevels.MIN, l -> l <= ZstdLevels.MAX, l -> l + 1).map(l -> Arguments.of(codec, l))
                : Stream.of(Arguments.of(codec, CodecChoice.NO_LEVEL)));
    }

    /** One document as expected back: its id, and its stored "text" and "bin" values (null: absent). */
    record Expected(String id, String text, byte[] bin) {
        Document toDocument() {
            Document doc = new Document();
            if (id != null) {
                doc.add(new StringField("id", id, Field.Store.YES));
            }
            if (text != null) {
                doc.add(new StoredField("text", text));
            }
            if (bin != null) {
                doc.add(new StoredField("bin", new BytesRef(bin)));
            }
            return doc;
        }
    }

    /**
     * Empty documents, a document larger than two chunks of any codec (so Lucene slices it), incompressible random
     * bytes, highly repetitive text, and many tiny documents (more than a chunk's document limit).
     */
    static List<Expected> awkwardDocuments(long seed, String prefix) {
        Random random = new Random(seed);
        List<Expected> docs = new ArrayList<>();
        docs.add(new Expected(null, null, null)); // empty: no stored field at all
        docs.add(new Expected(prefix + "big", randomText(random, 1_100_000), null));
        docs.add(new Expected(null, null, null));
        byte[] noise = new byte[100_000];
        random.nextBytes(noise);
        docs.add(new Expected(prefix + "noise", null, noise));
        docs.add(new Expected(prefix + "repeat", "all work and no play makes jack a dull boy. ".repeat(5_000), null));
        for (int i = 0; i < 5000; i++) {
            docs.add(new Expected(prefix + "tiny" + i, i % 3 == 0 ? "" : Integer.toString(i, 36),
                    i % 7 == 0 ? new byte[] {(byte) i} : null));
        }
        docs.add(new Expected(prefix + "last", "x", new byte[0]));
        return docs;
    }

    private static String randomText(Random random, int length) {
        String[] words = {"parliament", "europa", "commission", "la", "der", "και", "président", "ümlaut", "1999"};
        StringBuilder text = new StringBuilder(length);
        while (text.length() < length) {
            text.append(words[random.nextInt(words.length)]).append(random.nextInt(10) == 0 ? ". " : " ");
        }
        return text.substring(0, length);
    }

    static IndexWriterConfig config(Codec codec) {
        IndexWriterConfig config = new IndexWriterConfig();
        config.setCodec(codec);
        config.setCommitOnClose(true);
        // merges adjacent segments only, so documents keep their order and can be compared one by one
        config.setMergePolicy(new LogByteSizeMergePolicy());
        return config;
    }

    /** The index holds exactly {@code expected}, in order. */
    static void assertHolds(Directory dir, List<Expected> expected) throws IOException {
        try (DirectoryReader reader = DirectoryReader.open(dir)) {
            assertThat(reader.maxDoc()).isEqualTo(expected.size());
            StoredFields stored = reader.storedFields();
            for (int docId = 0; docId < expected.size(); docId++) {
                Expected want = expected.get(docId);
                Document got = stored.document(docId);
                assertThat(got.get("id")).as("id of doc %d", docId).isEqualTo(want.id());
                assertThat(got.get("text")).as("text of doc %d", docId).isEqualTo(want.text());
                BytesRef bin = got.getBinaryValue("bin");
                assertThat(bin == null ? null : BytesRef.deepCopyOf(bin).bytes).as("bin of doc %d", docId)
                        .isEqualTo(want.bin());
                int fields = (want.id() == null ? 0 : 1) + (want.text() == null ? 0 : 1) + (want.bin() == null ? 0 : 1);
                assertThat(got.getFields()).hasSize(fields);
            }
        }
    }

    /** Lucene's CheckIndex, with its report kept for the failure message. */
    static void assertCheckIndexPasses(Directory dir) throws IOException {
        ByteArrayOutputStream report = new ByteArrayOutputStream();
        try (CheckIndex check = new CheckIndex(dir)) {
            check.setInfoStream(new PrintStream(report, true, StandardCharsets.UTF_8));
            CheckIndex.Status status = check.checkIndex();
            assertThat(status.clean).as(report.toString(StandardCharsets.UTF_8)).isTrue();
        }
    }
}
