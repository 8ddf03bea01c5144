package ingestlab.experiment;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import ingestlab.data.BadDocumentException;
import ingestlab.data.SourceDoc;
import ingestlab.mapping.DocBuilder;
import ingestlab.mapping.LabDoc;
import ingestlab.metrics.MetricRegistry;
import ingestlab.node.CrashPoint;
import ingestlab.node.NodeLayout;
import ingestlab.node.NodeTranslog;
import ingestlab.node.ShardWriterConfig;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.LabSettings;
import ingestlab.translog.Translog;
import ingestlab.translog.TranslogCorruptedException;
import ingestlab.translog.TranslogOp;
import ingestlab.translog.TranslogReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
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
 * {@code lab recover}: brings a kept index back after a crash, as a shard's store recovery does in Elasticsearch
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
     * @param opsReplayed translog operations replayed, over all shards
     * @param tornBytes bytes of torn last operations dropped
     * @param docs live documents once recovered
     * @param acknowledged documents acknowledged before a {@code --crash-after} crash, if the run left its note
     * @param durable of those, the ones the durability setting guaranteed, if the run left its note
     */
    public record Result(Path directory, int shards, double seconds, long opsReplayed, long tornBytes, long docs,
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
        DocBuilder builder = DocBuilder.forDataset(spec.get(LabSettings.DATASET), spec.get(LabSettings.MAPPING), spec.get(LabSettings.MAPPING_FILE));
        long start = System.nanoTime();
        long ops = 0;
        long torn = 0;
        long docs = 0;
        for (int shard = 0; shard < spec.get(LabSettings.SHARDS); shard++) {
            long[] outcome = recoverShard(spec, builder, directory, shard);
            ops += outcome[0];
            torn += outcome[1];
            docs += outcome[2];
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Map<String, Long> note = readCrashNote(directory);
        return new Result(directory, spec.get(LabSettings.SHARDS), seconds, ops, torn, docs,
                Optional.ofNullable(note.get(CrashPoint.ACKNOWLEDGED)), Optional.ofNullable(note.get(CrashPoint.DURABLE)));
    }

    /** @return operations replayed, torn bytes dropped, live documents */
    private static long[] recoverShard(ExperimentSpec spec, DocBuilder builder, Path node, int shard)
            throws IOException {
        IndexWriterConfig config = ShardWriterConfig.create(spec, spec.bufferBytes(), new ConcurrentMergeScheduler())
                .setOpenMode(IndexWriterConfig.OpenMode.APPEND);
        Path translogDir = NodeLayout.translog(node, shard);
        try (Directory index = FSDirectory.open(NodeLayout.primary(node, shard));
             IndexWriter writer = new IndexWriter(index, config)) {
            String generation = SegmentInfos.readLatestCommit(index).getUserData().get(NodeTranslog.GENERATION_KEY);
            long ops = 0;
            long torn = 0;
            if (generation != null) {
                TranslogReader.Replay replay;
                try {
                    replay = TranslogReader.replay(translogDir, Long.parseLong(generation),
                            op -> replayOne(builder, writer, shard, op));
                } catch (TranslogCorruptedException e) {
                    throw new IOException("shard " + shard + ": " + e.getMessage(), e);
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
    }

    private static void replayOne(DocBuilder builder, IndexWriter writer, int shard, TranslogOp op) throws IOException {
        Map<String, Object> source = JSON.readValue(op.source(), new TypeReference<LinkedHashMap<String, Object>>() {});
        LabDoc doc;
        try {
            doc = builder.build(op.id(), new SourceDoc(source, op.source(), op.source().length + 1L,
                    "translog of shard " + shard + ", id " + op.id()));
        } catch (BadDocumentException e) {
            throw new IOException("shard " + shard + ": a translogged document no longer maps: " + e.getMessage(), e);
        }
        writer.softUpdateDocument(new Term(DocBuilder.ID_FIELD, op.id()), doc.fields(),
                new NumericDocValuesField(ShardWriterConfig.SOFT_DELETES_FIELD, 1));
    }

    private static Map<String, Long> readCrashNote(Path directory) throws IOException {
        Path note = directory.resolve(CrashPoint.NOTE);
        return Files.isRegularFile(note) ? JSON.readValue(note.toFile(), new TypeReference<>() {}) : Map.of();
    }
}
