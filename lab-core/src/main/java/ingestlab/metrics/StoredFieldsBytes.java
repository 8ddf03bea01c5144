package ingestlab.metrics;

import java.io.IOException;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import org.apache.lucene.codecs.CompoundDirectory;
import org.apache.lucene.index.FilterLeafReader;
import org.apache.lucene.index.IndexFileNames;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.SegmentInfo;
import org.apache.lucene.index.SegmentReader;
import org.apache.lucene.store.Directory;

/**
 * The size of the stored-fields files ({@code .fdt} data, {@code .fdx} index, {@code .fdm} meta) of a reader's
 * segments, which is where stored-fields codecs differ. A compound segment is opened through its codec's
 * {@code compoundFormat()} to read the lengths of the files packed inside.
 */
public final class StoredFieldsBytes {
    static final Set<String> EXTENSIONS = Set.of("fdt", "fdx", "fdm");

    private StoredFieldsBytes() {}

    public static long of(IndexReader reader) throws IOException {
        long total = 0;
        for (LeafReaderContext leaf : reader.leaves()) {
            LeafReader segment = FilterLeafReader.unwrap(leaf.reader());
            if (!(segment instanceof SegmentReader segmentReader)) {
                throw new IllegalArgumentException("not a segment reader: " + segment);
            }
            total += of(segmentReader.getSegmentInfo().info);
        }
        return total;
    }

    public static long of(SegmentInfo info) throws IOException {
        if (info.getUseCompoundFile()) {
            try (CompoundDirectory compound = info.getCodec().compoundFormat().getCompoundReader(info.dir, info)) {
                return sum(compound, List.of(compound.listAll()));
            }
        }
        return sum(info.dir, info.files());
    }

    static boolean isStoredFieldsFile(String name) {
        return EXTENSIONS.contains(IndexFileNames.getExtension(name));
    }

    private static long sum(Directory directory, Collection<String> files) throws IOException {
        long total = 0;
        for (String file : files) {
            if (isStoredFieldsFile(file)) {
                total += directory.fileLength(file);
            }
        }
        return total;
    }
}
