package ingestlab.experiment;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import ingestlab.buffer.ControllerSettings;
import ingestlab.data.BadDocumentException;
import ingestlab.data.DataSettings;
import ingestlab.data.SourceDoc;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.LabDoc;
import ingestlab.mapping.MappingSettings;
import ingestlab.metrics.MetricRegistry;
import ingestlab.node.CrashPoint;
import ingestlab.node.IndexSettings;
import ingestlab.node.NodeLayout;
import ingestlab.node.NodeSettings;
import ingestlab.node.NodeTranslog;
import ingestlab.node.ShardWriterConfig;
import ingestlab.settings.ExperimentSpec;
import ingestlab.translog.Translog;
import ingestlab.translog.TranslogCorruptedException;
import ingestlab.translog.TranslogOp;
import ingestlab.translog.TranslogReader;
import ingestlab.writer.WriterSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.lucene.document.NumericDocValuesField;
import org.apache.lucene.index.ConcurrentMergeScheduler;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.index.Term;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;

/**
 * {@code lab recover}: brings a kept node back after a crash, every shard of every index of it, as a shard's store recovery does in Elasticsearch
 * ({@code IndexShard#openEngineAndRecoverFromTranslog}, {@code InternalEngine#recoverFromTranslog}): each shard
 * opens its last commit, replays the translog operations from the generation that commit recorded (every checksum
 * verified; a torn last operation dropped), maps each source again with the run's mapping, and commits, so the
 * translog then holds nothing more to replay. Replayed operations are updates of their id: one that the commit
 * already holds is replaced, not doubled.
 */
public final class Recovery {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * @param directory the trial's folder that was recovered
     * @param indices the indices on the node
     * @param shards the primary shards recovered, over all indices
     * @param opsReplayed translog operations replayed, over all shards
     * @param tornBytes bytes of torn last operations dropped
     * @param docs live documents once recovered
     * @param acknowledged documents acknowledged before a {@code --crash-after} crash, if the run left its note
     * @param durable of those, the ones the durability setting guaranteed, if the run left its note
     */
    public record Result(Path directory, int indices, int shards, double seconds, long opsReplayed, long tornBytes,
                         long docs,
                         Optional<Long> acknowledged, Optional<Long> durable) {
        /** Whether every document the durability setting guaranteed is present (true when there is no note). */
        public boolean keptGuarantee() {
            return durable.map(d -> docs >= d).orElse(true);
        }
    }

    private Recovery() {}

    /**
     * The index to recover under {@code workDir}: the folder itself if {@code lab run --keep-index} wrote its
     * manifest there, else the newest trial folder below it that has one.
     */
    public static Path locate(Path workDir) throws IOException {
        if (RecoveryManifest.existsIn(workDir)) {
            return workDir;
        }
        if (Files.isDirectory(workDir)) {
            try (Stream<Path> children = Files.list(workDir)) {
                Optional<Path> newest = children.filter(RecoveryManifest::existsIn)
                        .max(Comparator.comparing(p -> p.resolve(RecoveryManifest.FILE).toFile().lastModified()));
                if (newest.isPresent()) {
                    return newest.get();
                }
            }
        }
        throw new IllegalArgumentException("'" + workDir + "' holds no index kept by lab run --keep-index "
                + "(no " + RecoveryManifest.FILE + " in it or in a trial folder below it)");
    }

    public static Result recover(Path directory) throws IOException {
        ExperimentSpec spec = RecoveryManifest.read(directory);
        // The node's own layout (NodeSettings): one index at the folder's top, many in a folder each.
        List<IndexSettings> indices = NodeSettings.from(spec, directory).indices();
        long start = System.nanoTime();
        long ops = 0;
        long torn = 0;
        long docs = 0;
        int shards = 0;
        for (IndexSettings index : indices) {
            ExperimentSpec settings = index.index();
            DocBuilder builder = DocBuilder.forDataset(settings.get(DataSettings.DATASET),
                    settings.get(MappingSettings.MAPPING), settings.get(MappingSettings.MAPPING_FILE));
            for (int shard = 0; shard < index.shards(); shard++) {
                String name = indices.size() == 1 ? "shard " + shard : "index " + index.name() + " shard " + shard;
                long[] outcome = recoverShard(settings, builder, index.directory(), shard, name,
                        index.translog().durability().isOn());
                ops += outcome[0];
                torn += outcome[1];
                docs += outcome[2];
                shards++;
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Map<String, Long> note = readCrashNote(directory);
        return new Result(directory, indices.size(), shards, seconds, ops, torn, docs,
                Optional.ofNullable(note.get(CrashPoint.ACKNOWLEDGED)), Optional.ofNullable(note.get(CrashPoint.DURABLE)));
    }

    /**
     * @param folder the folder of the shard's index (the node's, for a node of one index)
     * @param name how errors name the shard
     * @param translogged whether the index kept a translog (then its shards committed when created)
     * @return operations replayed, torn bytes dropped, live documents
     */
    private static long[] recoverShard(ExperimentSpec spec, DocBuilder builder, Path folder, int shard, String name,
                                       boolean translogged) throws IOException {
        IndexWriterConfig config = ShardWriterConfig.create(WriterSettings.from(spec), ControllerSettings.from(spec).bufferBytes(), new ConcurrentMergeScheduler())
                .setOpenMode(IndexWriterConfig.OpenMode.APPEND);
        Path translogDir = NodeLayout.translog(folder, shard);
        Path primary = NodeLayout.primary(folder, shard);
        if (!Files.isDirectory(primary)) {
            throw new IOException(name + ": no shard folder " + primary);
        }
        try (Directory index = FSDirectory.open(primary)) {
            if (!DirectoryReader.indexExists(index)) {
                if (translogged) {
                    // A translogged shard commits when it is created, so a missing commit is a damaged folder.
                    throw new IOException(name + ": no commit in " + primary);
                }
                // An index without a translog commits only when its trial ends: crashed before, it has nothing.
                return new long[] {0, 0, 0};
            }
            try (IndexWriter writer = new IndexWriter(index, config)) {
                return replayAndCommit(builder, writer, index, translogDir, name);
            }
        }
    }

    private static long[] replayAndCommit(DocBuilder builder, IndexWriter writer, Directory index, Path translogDir,
                                          String name) throws IOException {
        String generation = SegmentInfos.readLatestCommit(index).getUserData().get(NodeTranslog.GENERATION_KEY);
        long ops = 0;
        long torn = 0;
        if (generation != null) {
            TranslogReader.Replay replay;
            try {
                replay = TranslogReader.replay(translogDir, Long.parseLong(generation),
                        op -> replayOne(builder, writer, name, op));
            } catch (TranslogCorruptedException e) {
                throw new IOException(name + ": " + e.getMessage(), e);
            }
            ops = replay.ops();
            torn = replay.tornBytes();
            // Start a fresh generation, commit pointing at it, and drop the replayed ones (Elasticsearch flushes
            // after a translog recovery), so recovering again replays nothing.
            long next = replay.lastGeneration() + 1;
            try (Translog fresh = Translog.create(translogDir, next, new MetricRegistry())) {
                writer.setLiveCommitData(Map.of(NodeTranslog.GENERATION_KEY, Long.toString(next)).entrySet());
                writer.commit();
                fresh.trimBelow(next);
            }
        }
        try (DirectoryReader reader = DirectoryReader.open(writer)) {
            return new long[] {ops, torn, reader.numDocs()};
        }
    }

    private static void replayOne(DocBuilder builder, IndexWriter writer, String name, TranslogOp op) throws IOException {
        Map<String, Object> source = JSON.readValue(op.source(), new TypeReference<LinkedHashMap<String, Object>>() {});
        LabDoc doc;
        try {
            doc = builder.build(op.id(), new SourceDoc(source, op.source(), op.source().length + 1L,
                    "translog of " + name + ", id " + op.id()));
        } catch (BadDocumentException e) {
            throw new IOException(name + ": a translogged document no longer maps: " + e.getMessage(), e);
        }
        writer.softUpdateDocument(new Term(DocBuilder.ID_FIELD, op.id()), doc.fields(),
                new NumericDocValuesField(ShardWriterConfig.SOFT_DELETES_FIELD, 1));
    }

    private static Map<String, Long> readCrashNote(Path directory) throws IOException {
        Path note = directory.resolve(CrashPoint.NOTE);
        return Files.isRegularFile(note) ? JSON.readValue(note.toFile(), new TypeReference<>() {}) : Map.of();
    }
}
