package ingestlab.data.synth;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.data.LogsStreams;
import ingestlab.data.SourceDoc;
import ingestlab.data.SourceFields;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.ExplicitMapping;
import ingestlab.mapping.FieldMapping;
import ingestlab.mapping.FieldType;
import ingestlab.mapping.MappingMode;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import org.apache.lucene.index.IndexOptions;
import org.apache.lucene.index.IndexableField;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The generators of the elastic/logs streams: deterministic, sized as estimated, every field declared. */
class LogsDatasetsTest {
    private static final int DOCS = 2000;

    static Stream<LogsStreamDataset> streams() {
        return LogsDatasets.all().stream();
    }

    private static long checksum(LogsStreamDataset dataset, long seed) throws Exception {
        CRC32 crc = new CRC32();
        try (DocFeed feed = dataset.open(FeedOptions.seeded(seed))) {
            for (int i = 0; i < DOCS; i++) {
                crc.update(feed.next().json());
            }
        }
        return crc.getValue();
    }

    @Test
    void everyStreamOfTheTrackHasOneGenerator() {
        assertThat(LogsDatasets.all()).extracting(LogsStreamDataset::name)
                .containsExactlyElementsOf(LogsStreams.STREAMS.stream().map(LogsStreams.Stream::dataset).toList());
        for (LogsStreams.Stream stream : LogsStreams.STREAMS) {
            LogsStreamDataset dataset = LogsDatasets.all().stream().filter(d -> d.name().equals(stream.dataset()))
                    .findFirst().orElseThrow();
            assertThat(stream.dataStream()).isEqualTo("logs-" + dataset.dataStreamDataset() + "-default");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("streams")
    void sameSeedSameDocumentsOtherSeedOtherDocuments(LogsStreamDataset dataset) throws Exception {
        long first = checksum(dataset, 7);
        assertThat(checksum(dataset, 7)).isEqualTo(first);
        assertThat(checksum(dataset, 8)).isNotEqualTo(first);
        assertThat(dataset.meanRawBytes(7, DOCS)).isEqualTo(dataset.meanRawBytes(7, DOCS)).isPositive();
    }

    /** Within 10% of the size {@link LogsStreams#STREAMS} estimates for the stream. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("streams")
    void meanDocumentSizeIsWithinTenPercentOfTheEstimate(LogsStreamDataset dataset) throws Exception {
        int target = LogsStreams.STREAMS.stream().filter(s -> s.dataset().equals(dataset.name())).findFirst()
                .orElseThrow().targetDocBytes();
        long bytes = 0;
        try (DocFeed feed = dataset.open(FeedOptions.seeded(3))) {
            for (int i = 0; i < DOCS; i++) {
                bytes += feed.next().sourceBytes();
            }
        }
        assertThat(bytes / (double) DOCS).isBetween(target * 0.9, target * 1.1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("streams")
    void everyGeneratedFieldIsDeclaredAndIndexes(LogsStreamDataset dataset) throws Exception {
        ExplicitMapping mapping = ExplicitMapping.declaredBy(dataset);
        DocBuilder builder = DocBuilder.forDataset(dataset, MappingMode.EXPLICIT, null);
        Set<String> seen = new HashSet<>();
        try (DocFeed feed = dataset.open(FeedOptions.seeded(5))) {
            for (int i = 0; i < DOCS; i++) {
                SourceDoc doc = feed.next();
                seen.addAll(SourceFields.paths(doc.source()));
                Set<String> indexed = new HashSet<>();
                for (IndexableField field : builder.build(Integer.toString(i), doc).fields()) {
                    indexed.add(field.name());
                }
                // every filled field but the constant keywords (nothing per document) becomes Lucene fields
                for (String path : SourceFields.paths(doc.source())) {
                    if (mapping.fields().get(path) != null && mapping.fields().get(path).type() != FieldType.CONSTANT_KEYWORD) {
                        assertThat(indexed).as(path).contains(path);
                    }
                }
            }
        }
        assertThat(mapping.fields().keySet()).containsAll(seen);
        assertThat(seen).contains("@timestamp", "data_stream.dataset", "host.name", "agent.id", "event.dataset",
                "log.file.path");
    }

    @Test
    void k8ApplicationDeclaresItsTemplatesFieldsAndFillsAFew() throws Exception {
        LogsStreamDataset k8 = LogsDatasets.all().get(0);
        Map<String, FieldMapping> fields = ExplicitMapping.declaredBy(k8).fields();
        assertThat(fields.size()).isBetween(340, 360);
        assertThat(fields.values().stream().filter(f -> f.type() == FieldType.KEYWORD).count()).isBetween(255L, 270L);
        assertThat(fields.get("message").type()).isEqualTo(FieldType.MATCH_ONLY_TEXT);
        DocBuilder builder = DocBuilder.forDataset(k8, MappingMode.EXPLICIT, null);
        try (DocFeed feed = k8.open(FeedOptions.seeded(1))) {
            SourceDoc doc = feed.next();
            assertThat(SourceFields.paths(doc.source()).size()).isBetween(30, 60);
            boolean found = false;
            for (IndexableField field : builder.build("1", doc).fields()) {
                if (field.name().equals("message")) {
                    assertThat(field.fieldType().indexOptions()).isEqualTo(IndexOptions.DOCS);
                    found = true;
                }
            }
            assertThat(found).isTrue();
        }
    }
}
