package ingestlab.data.synth;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.data.Dataset;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.ExplicitMapping;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.mapping.MappingMode;
import ingestlab.data.SourceDoc;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class GeneratorsTest {
    @org.junit.jupiter.api.Test
    void taxiDatesAreWrittenLikeTheRallyCorpus() {
        java.time.LocalDateTime t = java.time.LocalDateTime.of(2015, 3, 7, 9, 5, 42);
        assertThat(NycTaxisDataset.format(t)).isEqualTo("2015-03-07 09:05:42")
                .isEqualTo(java.time.format.DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").format(t));
    }

    /** Each generator and the average source size of the Rally track it models (Rally tracks http_logs, geopoint, nyc_taxis, so). */
    static Stream<Arguments> generators() {
        return Stream.of(
                Arguments.of(new HttpLogsDataset(), 135),
                Arguments.of(new GeopointDataset(), 40),
                Arguments.of(new NycTaxisDataset(), 483),
                Arguments.of(new StackOverflowDataset(), 1000));
    }

    private static long checksum(Dataset dataset, long seed, int docs) throws Exception {
        CRC32 crc = new CRC32();
        try (DocFeed feed = dataset.open(FeedOptions.seeded(seed))) {
            for (int i = 0; i < docs; i++) {
                crc.update(feed.next().json());
            }
        }
        return crc.getValue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("generators")
    void sameSeedSameDocumentsOtherSeedOtherDocuments(Dataset dataset, int targetBytes) throws Exception {
        long first = checksum(dataset, 7, 10_000);
        assertThat(checksum(dataset, 7, 10_000)).isEqualTo(first);
        assertThat(checksum(dataset, 8, 10_000)).isNotEqualTo(first);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("generators")
    void averageSourceSizeIsWithin15PercentOfTheRallyTrack(Dataset dataset, int targetBytes) throws Exception {
        long bytes = 0;
        int docs = 20_000;
        try (DocFeed feed = dataset.open(FeedOptions.seeded(3))) {
            for (int i = 0; i < docs; i++) {
                SourceDoc doc = feed.next();
                assertThat(doc.sourceBytes()).isEqualTo(doc.json().length + 1L);
                bytes += doc.sourceBytes();
            }
        }
        double average = bytes / (double) docs;
        assertThat(average).isBetween(targetBytes * 0.85, targetBytes * 1.15);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("generators")
    void documentsHaveExactlyTheDeclaredFieldsAndAllIndex(Dataset dataset, int targetBytes) throws Exception {
        Set<String> seen = new HashSet<>();
        DocBuilder builder = DocBuilder.forDataset(dataset, MappingMode.EXPLICIT, null);
        try (DocFeed feed = dataset.open(FeedOptions.seeded(5))) {
            for (int i = 0; i < 2000; i++) {
                SourceDoc doc = feed.next();
                seen.addAll(doc.source().keySet());
                assertThat(builder.build(Integer.toString(i), doc).fields()).isNotEmpty();
            }
        }
        assertThat(seen).containsExactlyInAnyOrderElementsOf(ExplicitMapping.declaredBy(dataset).fields().keySet());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("generators")
    void valuesAreSkewedNotUniform(Dataset dataset, int targetBytes) throws Exception {
        // The most frequent value of the dataset's most categorical field takes far more than a uniform share.
        String field = switch (dataset.name()) {
            case "http_logs" -> "request";
            case "geopoint" -> "location";
            case "nyc_taxis" -> "rate_code_id";
            default -> "tags";
        };
        java.util.Map<String, Integer> counts = new java.util.HashMap<>();
        int docs = 20_000;
        try (DocFeed feed = dataset.open(FeedOptions.seeded(11))) {
            for (int i = 0; i < docs; i++) {
                Object value = feed.next().source().get(field);
                String key = dataset.name().equals("geopoint")
                        ? ((java.util.List<?>) value).stream().map(v -> Long.toString(Math.round((Double) v))).toList().toString()
                        : value.toString();
                counts.merge(key, 1, Integer::sum);
            }
        }
        int top = counts.values().stream().max(Integer::compare).orElseThrow();
        double uniformShare = docs / (double) counts.size();
        assertThat(top).as("top value of %s among %d distinct", field, counts.size()).isGreaterThan((int) (3 * uniformShare));
    }
}
