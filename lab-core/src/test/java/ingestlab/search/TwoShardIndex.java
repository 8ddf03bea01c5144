package ingestlab.search;

import ingestlab.data.Dataset;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.mapping.DocBuilder;
import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.TieredMergePolicy;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.util.IOUtils;

/**
 * A real index of a dataset's first documents in two shards of many small segments (a flush every 250 documents, no
 * merges but a forced one), as an unmerged ingestion leaves one; it can be force-merged like the reference point.
 */
final class TwoShardIndex implements Closeable {
    private final List<IndexWriter> writers = new ArrayList<>();
    private final List<DirectoryReader> readers = new ArrayList<>();

    TwoShardIndex(Dataset dataset, DocBuilder builder, int docs, long seed) throws IOException {
        for (int shard = 0; shard < 2; shard++) {
            writers.add(new IndexWriter(new ByteBuffersDirectory(), new IndexWriterConfig(new StandardAnalyzer())
                    .setMaxBufferedDocs(250).setMergePolicy(mergingOnlyWhenForced())));
        }
        try (DocFeed feed = dataset.open(FeedOptions.seeded(seed))) {
            for (int i = 0; i < docs; i++) {
                writers.get(i % 2).addDocument(builder.build("doc-" + i, feed.next()).fields());
            }
        } catch (ingestlab.data.BadDocumentException e) {
            throw new IOException(e);
        }
        reopen();
    }

    /** Tiers wider than any shard's segment count: only a force-merge merges. */
    private static TieredMergePolicy mergingOnlyWhenForced() {
        return new TieredMergePolicy().setSegmentsPerTier(100);
    }

    /** Force-merges every shard to {@code segments} segments, as a force-merge reference does. */
    void forceMerge(int segments) throws IOException {
        for (IndexWriter writer : writers) {
            writer.forceMerge(segments);
        }
        reopen();
    }

    private void reopen() throws IOException {
        IOUtils.close(readers);
        readers.clear();
        for (IndexWriter writer : writers) {
            readers.add(DirectoryReader.open(writer));
        }
    }

    SearchedIndex searched(String name) throws IOException {
        return new SearchedIndex(name, readers);
    }

    @Override
    public void close() throws IOException {
        IOUtils.close(readers);
        for (IndexWriter writer : writers) {
            IOUtils.close(writer, writer.getDirectory());
        }
    }
}
