package ingestlab.node;

import java.io.IOException;
import java.nio.file.Path;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;

/**
 * Opens the Lucene directory a shard writes to. Trials use {@link #FILES}; a test can put a failing directory in its
 * place (a disk that fills up) to see a trial fail cleanly, as Lucene's {@code MockDirectoryWrapper} does for Lucene's
 * own tests.
 */
@FunctionalInterface
public interface ShardStorage {
    /** The file system, as Elasticsearch's default store type ({@code FSDirectory.open}'s choice for the platform). */
    ShardStorage FILES = FSDirectory::open;

    Directory open(Path shardFolder) throws IOException;
}
