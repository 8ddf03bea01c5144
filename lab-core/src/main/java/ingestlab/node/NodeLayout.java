package ingestlab.node;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a node keeps each shard copy under its folder: {@code shard-I} for a primary's index, {@code shard-I-replica-R}
 * for a replica's, {@code translog-ID} for a copy's translog; a node of one index keeps them at its top, a node of
 * many in a folder per index, {@code index-NAME}. {@code lab recover} and {@code --check-index} find them
 * here, so the names are written in one place.
 */
public final class NodeLayout {
    private static final String SHARD = "shard-";

    private NodeLayout() {}

    /** The folder of the index {@code name} on a node of many indices. */
    static Path index(Path node, String name) {
        return node.resolve("index-" + name);
    }

    /** The index folder of primary {@code shard}. */
    public static Path primary(Path node, int shard) {
        return node.resolve(SHARD + shard);
    }

    /** The index folder of replica {@code replica} (from 1) of {@code shard}. */
    static Path replica(Path node, int shard, int replica) {
        return node.resolve(SHARD + shard + "-replica-" + replica);
    }

    /** The translog folder of the copy with this id (primaries first, then replicas). */
    public static Path translog(Path node, int copyId) {
        return node.resolve("translog-" + copyId);
    }

    /** Whether {@code folder} is a shard copy's index folder (translog folders beside them are not). */
    public static boolean holdsIndex(Path folder) {
        return Files.isDirectory(folder) && folder.getFileName().toString().startsWith(SHARD);
    }
}
