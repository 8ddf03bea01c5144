package ingestlab.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.MappingMode;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class FileFeedsTest {
    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        try (OutputStream raw = Files.newOutputStream(file);
             OutputStream out = name.endsWith(".gz") ? new GZIPOutputStream(raw)
                     : name.endsWith(".bz2") ? new BZip2CompressorOutputStream(raw) : raw) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return file;
    }

    private static List<SourceDoc> read(Dataset dataset, int docs, boolean skipBad) throws IOException {
        List<SourceDoc> out = new ArrayList<>();
        try (DocFeed feed = dataset.open(new FeedOptions(1, skipBad))) {
            for (int i = 0; i < docs; i++) {
                out.add(feed.next());
            }
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"docs.ndjson", "docs.ndjson.gz", "docs.ndjson.bz2"})
    void ndjsonRoundTripsPlainAndCompressed(String name) throws Exception {
        String text = "{\"a\": 1, \"b\": \"x y\", \"c\": [1.5, 2]}\n\n{\"a\": 2, \"nested\": {\"d\": true}}\n";
        Dataset dataset = DatasetCatalog.resolve("ndjson:" + write(name, text));
        List<SourceDoc> docs = read(dataset, 3, false);
        assertThat(docs.get(0).source()).containsEntry("a", 1).containsEntry("b", "x y")
                .containsEntry("c", List.of(1.5, 2));
        assertThat(new String(docs.get(0).json(), StandardCharsets.UTF_8)).isEqualTo("{\"a\": 1, \"b\": \"x y\", \"c\": [1.5, 2]}");
        assertThat(docs.get(1).source()).containsEntry("nested", Map.of("d", true));
        assertThat(docs.get(1).origin()).endsWith(":3");
        assertThat(docs.get(2).source()).as("the file is cycled").isEqualTo(docs.get(0).source());
    }

    @ParameterizedTest
    @ValueSource(strings = {"docs.txt", "docs.txt.gz", "docs.txt.bz2"})
    void lineDocsRoundTripWithOrWithoutHeader(String name) throws Exception {
        String text = LineDocsFeed.HEADER + "\tdoctitle\tdocdate\tbody\n"
                + "First\t2004-03-30\tsome body text\nSecond\t2010-01-02\tmore text\n";
        List<SourceDoc> docs = read(DatasetCatalog.resolve("linedocs:" + write(name, text)), 3, false);
        assertThat(docs.get(0).source()).isEqualTo(Map.of("title", "First", "date", "2004-03-30", "body", "some body text"));
        assertThat(docs.get(1).source()).containsEntry("title", "Second");
        assertThat(docs.get(0).sourceBytes()).isEqualTo("First\t2004-03-30\tsome body text\n".length());
        assertThat(docs.get(2).source()).containsEntry("title", "First");

        List<SourceDoc> plain = read(DatasetCatalog.resolve("linedocs:" + write("plain-" + name,
                "T\t2004-03-30\tB\n")), 1, false);
        assertThat(plain.get(0).source()).containsEntry("title", "T").containsEntry("body", "B");
    }

    @Test
    void malformedJsonFailsWithFileAndLine() throws Exception {
        Path file = write("bad.ndjson", "{\"a\": 1}\n{\"a\": 2\n{\"a\": 3}\n");
        Dataset dataset = DatasetCatalog.resolve("ndjson:" + file);
        assertThatThrownBy(() -> read(dataset, 3, false)).isInstanceOf(BadDocumentException.class)
                .hasMessageStartingWith("bad.ndjson:2: malformed JSON");
        Path notObject = write("array.ndjson", "[1, 2]\n");
        assertThatThrownBy(() -> read(DatasetCatalog.resolve("ndjson:" + notObject), 1, false))
                .hasMessageStartingWith("array.ndjson:1: malformed JSON");
    }

    /** Each malformed line is one plain sentence: no Jackson class, token or source description leaks out. */
    @ParameterizedTest
    @ValueSource(strings = {"{\"a\": 2", "[1, 2]", "{\"a\": 1} x", "{\"a\": }", "\"text\"", "42", "{'a': 1}",
        "{\"a\": 1}{\"b\": 2}", "{\"a\": tru}", "\u0000"})
    void malformedLinesAreDescribedWithoutParserInternals(String line) throws Exception {
        Path file = write("bad.ndjson", line + "\n");
        assertThatThrownBy(() -> read(DatasetCatalog.resolve("ndjson:" + file), 1, false))
                .isInstanceOf(BadDocumentException.class)
                .hasMessageStartingWith("bad.ndjson:1: ")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("Source").doesNotContain("REDACTED")
                        .doesNotContain("Feature").doesNotContain("java.").doesNotContain("JsonToken")
                        .doesNotContain("`").doesNotContain("\n"));
    }

    @Test
    void wrongColumnCountFailsWithFileAndLine() throws Exception {
        Path file = write("bad.txt", "a\t2004-03-30\tb\nonly two\tcolumns\n");
        assertThatThrownBy(() -> read(DatasetCatalog.resolve("linedocs:" + file), 2, false))
                .hasMessage("bad.txt:2: expected 3 tab-separated columns [title, date, body], found 2");
    }

    @Test
    void skipBadCountsInsteadOfFailing() throws Exception {
        Path file = write("mixed.ndjson", "{\"a\": 1}\nnot json\n{\"a\": 2}\n{oops\n");
        try (DocFeed feed = DatasetCatalog.resolve("ndjson:" + file).open(new FeedOptions(1, true))) {
            assertThat(feed.next().source()).containsEntry("a", 1);
            assertThat(feed.next().source()).containsEntry("a", 2);
            assertThat(feed.badDocs()).isEqualTo(1);
            assertThat(feed.next().source()).containsEntry("a", 1);
            assertThat(feed.badDocs()).isEqualTo(2);
        }
        Path allBad = write("allbad.ndjson", "nope\n");
        try (DocFeed feed = DatasetCatalog.resolve("ndjson:" + allBad).open(new FeedOptions(1, true))) {
            assertThatThrownBy(feed::next).hasMessageContaining("holds no readable documents");
        }
    }

    @Test
    void unparsableValuesFailWhenIndexedWithFileAndLine() throws Exception {
        Path file = write("values.txt", "a\t2004-03-30\tb\nc\tyesterday\td\n");
        Dataset dataset = DatasetCatalog.resolve("linedocs:" + file);
        DocBuilder builder = DocBuilder.forDataset(dataset, MappingMode.EXPLICIT, null);
        List<SourceDoc> docs = read(dataset, 2, false);
        assertThat(builder.build("0", docs.get(0)).fields()).isNotEmpty();
        assertThatThrownBy(() -> builder.build("1", docs.get(1))).isInstanceOf(BadDocumentException.class)
                .hasMessageStartingWith("values.txt:2: 'yesterday' is not a date");
    }

    @Test
    void unknownFilesAndDatasetsAreRefusedByName() {
        assertThatThrownBy(() -> DatasetCatalog.resolve("ndjson:" + dir.resolve("missing.json")))
                .hasMessageContaining("no readable file");
        assertThatThrownBy(() -> DatasetCatalog.resolve("wikipedia")).hasMessageContaining("'wikipedia' is not one of europarl, http_logs");
    }
}
