package ingestlab.jmh.micro;

import ingestlab.codec.StoredFieldsLayout;
import ingestlab.data.DatasetCatalog;
import ingestlab.data.Dataset;
import ingestlab.mapping.DocBuilder;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.mapping.MappingMode;
import ingestlab.data.SourceDoc;
import ingestlab.mapping.LabDoc;
import ingestlab.util.NamedValues;
import ingestlab.writer.CodecChoice;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.apache.lucene.codecs.compressing.Compressor;
import org.apache.lucene.codecs.compressing.Decompressor;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.store.ByteArrayDataInput;
import org.apache.lucene.store.ByteBuffersDataInput;
import org.apache.lucene.store.ByteBuffersDataOutput;
import org.apache.lucene.util.BytesRef;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Compress and decompress throughput of each codec's stored-fields compression, per level, on one full chunk of a
 * dataset's documents, serialized as Lucene serializes stored fields (field header, then length-prefixed UTF-8).
 * The chunk is as large as the codec's own chunks (documents are added until its byte or document limit).
 *
 * <ul>
 *   <li>{@code compress}: one chunk compressed, as a flush or merge does;
 *   <li>{@code decompressChunk}: the whole chunk back, as a merge that recompresses does;
 *   <li>{@code decompressDoc}: one document back (the next one each call), as a fetch does: only the blocks that
 *       hold it, plus the dictionary part for {@code zstd}.
 * </ul>
 * The secondary result {@code bytes} is uncompressed bytes processed per second (the document's bytes for
 * {@code decompressDoc}); the chunk's compression ratio is printed at setup.
 *
 * <p>Codecs are named {@code name} or {@code name:level} as on the command line. Adding a dataset (for example
 * http_logs) to {@link DatasetCatalog} makes it a value of {@code dataset}: {@code -p dataset=http_logs}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xmx1g", "--add-modules=jdk.incubator.vector", "--enable-native-access=ALL-UNNAMED"})
public class CompressionBenchmark {
    @Param({"europarl", "http_logs"})
    public String dataset;

    @Param({"default", "best-compression", "zstd:1", "zstd:3", "zstd:6", "zstd-no-dict:1", "zstd-no-dict:3",
            "zstd-no-dict:6", "zstd-es:1", "zstd-es:3", "zstd-es:6"})
    public String codec;

    private byte[] chunk;
    private int[] docEnds; // docEnds[i] = end offset of document i in the chunk
    private byte[] compressed;
    private Compressor compressor;
    private Decompressor decompressor;
    private final ByteBuffersDataOutput out = new ByteBuffersDataOutput();
    private final BytesRef bytes = new BytesRef();
    private int nextDoc;

    /** Uncompressed bytes processed, reported by JMH per second as the secondary result {@code bytes}. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Processed {
        public long bytes;

        @Setup(Level.Iteration)
        public void reset() {
            bytes = 0;
        }
    }

    @Setup(Level.Trial)
    public void setup() throws IOException {
        String[] parts = codec.split(":", 2);
        CodecChoice choice = NamedValues.parse(CodecChoice.class, parts[0]);
        int level = parts.length == 2 ? Integer.parseInt(parts[1]) : choice.defaultLevel();
        StoredFieldsLayout layout = choice.storedFields(level);
        fillChunk(layout.chunkBytes(), layout.maxDocsPerChunk());
        compressor = layout.mode().newCompressor();
        decompressor = layout.mode().newDecompressor();
        compressed = compressOnce();
        System.out.printf(Locale.ROOT, "%n%s on %s: chunk of %d docs, %d bytes -> %d bytes (ratio %.2f)%n", codec,
                dataset, docEnds.length, chunk.length, compressed.length, chunk.length / (double) compressed.length);
    }

    private void fillChunk(int chunkBytes, int maxDocs) throws IOException {
        ByteBuffersDataOutput serialized = new ByteBuffersDataOutput();
        List<Integer> ends = new ArrayList<>();
        Dataset source = DatasetCatalog.resolve(dataset);
        DocBuilder builder = DocBuilder.forDataset(source, MappingMode.EXPLICIT, null);
        try (DocFeed feed = source.open(FeedOptions.seeded(42))) {
            while (serialized.size() < chunkBytes && ends.size() < maxDocs) {
                SourceDoc next = feed.next();
                if (next == null) {
                    break;
                }
                LabDoc doc = builder.build(Integer.toString(ends.size()), next);
                int fieldNumber = 0;
                for (IndexableField field : doc.fields()) {
                    if (field.fieldType().stored()) {
                        serialized.writeVLong((long) fieldNumber << 3); // Lucene: field number, then the type bits
                        if (field.stringValue() != null) {
                            serialized.writeString(field.stringValue());
                        } else if (field.binaryValue() != null) {
                            serialized.writeVInt(field.binaryValue().length); // _source: the JSON bytes
                            serialized.writeBytes(field.binaryValue().bytes, field.binaryValue().offset,
                                    field.binaryValue().length);
                        }
                    }
                    fieldNumber++;
                }
                ends.add(Math.toIntExact(serialized.size()));
            }
        }
        chunk = serialized.toArrayCopy();
        docEnds = ends.stream().mapToInt(Integer::intValue).toArray();
    }

    private byte[] compressOnce() throws IOException {
        out.reset();
        compressor.compress(new ByteBuffersDataInput(List.of(ByteBuffer.wrap(chunk))), out);
        return out.toArrayCopy();
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        compressor.close();
    }

    @Benchmark
    public long compress(Processed processed) throws IOException {
        out.reset();
        compressor.compress(new ByteBuffersDataInput(List.of(ByteBuffer.wrap(chunk))), out);
        processed.bytes += chunk.length;
        return out.size();
    }

    @Benchmark
    public int decompressChunk(Processed processed) throws IOException {
        decompressor.decompress(new ByteArrayDataInput(compressed), chunk.length, 0, chunk.length, bytes);
        processed.bytes += chunk.length;
        return bytes.length;
    }

    @Benchmark
    public int decompressDoc(Processed processed) throws IOException {
        int doc = nextDoc;
        nextDoc = (doc + 1) % docEnds.length;
        int start = doc == 0 ? 0 : docEnds[doc - 1];
        int length = docEnds[doc] - start;
        decompressor.decompress(new ByteArrayDataInput(compressed), chunk.length, start, length, bytes);
        processed.bytes += length;
        return bytes.length;
    }
}
