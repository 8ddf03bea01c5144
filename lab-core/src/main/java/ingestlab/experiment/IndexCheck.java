package ingestlab.experiment;

import ingestlab.node.NodeLayout;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.lucene.index.CheckIndex;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;

/**
 * {@code --check-index}: Lucene's {@link CheckIndex} over every shard a trial left committed, after the documents
 * were verified: checksums, postings, stored fields, doc values, points and live docs of every segment, as
 * Elasticsearch's {@code index.shard.check_on_startup: checksum/true} does with the same class
 * ({@code server/src/main/java/org/elasticsearch/index/shard/IndexShard.java}, {@code doCheckIndex}).
 */
final class IndexCheck {
    private IndexCheck() {}

    /**
     * Checks every shard folder below {@code trialDirectory}.
     *
     * @throws TrialFailure naming the first broken shard and what CheckIndex found, or a folder without an index
     */
    public static void verify(Path trialDirectory) throws IOException, TrialFailure {
        List<Path> shards;
        // A node of many indices keeps each index's shard folders one level down (NodeLayout).
        try (Stream<Path> entries = Files.walk(trialDirectory, 2)) {
            shards = entries.filter(NodeLayout::holdsIndex).sorted().toList();
        }
        if (shards.isEmpty()) {
            throw new TrialFailure("CheckIndex: no shard folders in " + trialDirectory);
        }
        for (Path shard : shards) {
            check(shard);
        }
    }

    private static void check(Path shard) throws IOException, TrialFailure {
        try (Directory directory = FSDirectory.open(shard)) {
            if (!DirectoryReader.indexExists(directory)) {
                throw new TrialFailure("CheckIndex: " + shard.getFileName() + " holds no committed index");
            }
            ByteArrayOutputStream log = new ByteArrayOutputStream();
            CheckIndex.Status status;
            try (CheckIndex checker = new CheckIndex(directory)) {
                checker.setInfoStream(new PrintStream(log, true, StandardCharsets.UTF_8));
                status = checker.checkIndex();
            }
            if (!status.clean) {
                throw new TrialFailure("CheckIndex: " + shard.getFileName() + " is broken (" + status.numBadSegments
                        + " of " + status.numSegments + " segments, " + status.totLoseDocCount + " documents): "
                        + firstError(log.toString(StandardCharsets.UTF_8)));
            }
        }
    }

    /** CheckIndex's first line that says what failed (its log is a page per segment). */
    private static String firstError(String log) {
        List<String> errors = new ArrayList<>();
        log.lines().map(String::strip).filter(line -> line.startsWith("ERROR") || line.startsWith("WARNING"))
                .forEach(errors::add);
        return errors.isEmpty() ? "see CheckIndex's output" : errors.get(0);
    }
}
