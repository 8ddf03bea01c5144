package ingestlab.codec;

import static ingestlab.codec.CodecTestSupport.assertCheckIndexPasses;
import static ingestlab.codec.CodecTestSupport.assertHolds;
import static ingestlab.codec.CodecTestSupport.awkwardDocuments;
import static ingestlab.codec.CodecTestSupport.config;
import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.codec.CodecTestSupport.Expected;
import ingestlab.writer.CodecChoice;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.lucene.codecs.Codec;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.SegmentCommitInfo;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.index.Term;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.Directory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Real Lucene indexes written with each codec: stored fields come back, indexes reopen, check and merge. */
class ZstdCodecIndexTest {

    @ParameterizedTest(name = "{0} level {1}")
    @MethodSource("ingestlab.codec.CodecTestSupport#codecsAndLevels")
    void storedFieldsRoundTripAndIndexReopensAndChecks(CodecChoice codec, int level) throws IOException {
        List<Expected> docs = awkwardDocuments(level, "");
        try (Directory dir = new ByteBuffersDirectory()) {
            Codec writing = codec.create(level);
            try (IndexWriter writer = new IndexWriter(dir, config(writing))) {
                for (int i = 0; i < docs.size(); i++) {
                    writer.addDocument(docs.get(i).toDocument());
                    if (i == 3) {
                        writer.commit(); // two segments: the awkward documents, then the tiny ones
                    }
                }
            }
            // reopened after the writer closed: the codec comes back through SPI by name
            assertHolds(dir, docs);
            assertCheckIndexPasses(dir);
            for (SegmentCommitInfo segment : SegmentInfos.readLatestCommit(dir)) {
                assertThat(segment.info.getCodec().getName()).isEqualTo(writing.getName());
            }
        }
    }

    @Test
    void mergesSegmentsWrittenByDifferentCodecsAndLevels() throws IOException {
        List<Expected> all = new ArrayList<>();
        try (Directory dir = new ByteBuffersDirectory()) {
            Codec[] writers = {new ZstdCodec(1), CodecChoice.DEFAULT.create(CodecChoice.NO_LEVEL), new ZstdEsCodec(6),
                    CodecChoice.BEST_COMPRESSION.create(CodecChoice.NO_LEVEL), new ZstdNoDictCodec(2)};
            for (int i = 0; i < writers.length; i++) {
                List<Expected> part = awkwardDocuments(i, "part" + i + "-").subList(0, 1000);
                try (IndexWriter writer = new IndexWriter(dir, config(writers[i]))) {
                    for (Expected doc : part) {
                        writer.addDocument(doc.toDocument());
                    }
                }
                all.addAll(part);
            }
            assertThat(SegmentInfos.readLatestCommit(dir).size()).isEqualTo(writers.length);
            try (IndexWriter writer = new IndexWriter(dir, config(new ZstdCodec(5)))) {
                writer.forceMerge(1);
            }
            SegmentInfos merged = SegmentInfos.readLatestCommit(dir);
            assertThat(merged.size()).isEqualTo(1);
            assertThat(merged.info(0).info.getCodec().getName()).isEqualTo(ZstdVariant.DICT.codecName());
            assertHolds(dir, all);
            assertCheckIndexPasses(dir);
        }
    }

    @ParameterizedTest
    @EnumSource(value = CodecChoice.class, names = {"ZSTD", "ZSTD_NO_DICT", "ZSTD_ES"})
    void mergesSegmentsOfOneCodecWithAndWithoutDeletes(CodecChoice codec) throws IOException {
        List<Expected> docs = awkwardDocuments(11, "");
        try (Directory dir = new ByteBuffersDirectory()) {
            // level 6 writes, then level 6 merges its own segments: compressed chunks are copied as they are
            Codec level6 = codec.create(6);
            try (IndexWriter writer = new IndexWriter(dir, config(level6))) {
                for (int i = 0; i < docs.size(); i++) {
                    writer.addDocument(docs.get(i).toDocument());
                    if (i % 1500 == 0) {
                        writer.flush();
                    }
                }
                writer.forceMerge(1);
            }
            assertHolds(dir, docs);
            // then a level 2 writer merges what level 6 wrote, after deletes: documents are recompressed
            Set<String> deleted = Set.of("big", "tiny10", "tiny4999");
            try (IndexWriter writer = new IndexWriter(dir, config(codec.create(2)))) {
                for (String id : deleted) {
                    writer.deleteDocuments(new Term("id", id));
                }
                writer.addDocument(new Expected("after", "added after the merge", null).toDocument());
                writer.forceMerge(1);
            }
            List<Expected> expected = new ArrayList<>(docs.stream()
                    .filter(d -> d.id() == null || !deleted.contains(d.id())).toList());
            expected.add(new Expected("after", "added after the merge", null));
            assertHolds(dir, expected);
            assertCheckIndexPasses(dir);
        }
    }

    @Test
    void codecsAreFoundByName() {
        assertThat(Codec.availableCodecs()).contains(ZstdVariant.DICT.codecName(), ZstdVariant.NO_DICT.codecName(),
                ZstdVariant.ES.codecName());
        assertThat(Codec.forName(ZstdVariant.DICT.codecName())).isInstanceOf(ZstdCodec.class);
        assertThat(Codec.forName(ZstdVariant.NO_DICT.codecName())).isInstanceOf(ZstdNoDictCodec.class);
        assertThat(Codec.forName(ZstdVariant.ES.codecName())).isInstanceOf(ZstdEsCodec.class);
        assertThat(((ZstdFilterCodec) Codec.forName(ZstdVariant.ES.codecName())).level()).isEqualTo(ZstdLevels.DEFAULT);
    }
}
