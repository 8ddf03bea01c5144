package ingestlab.node;

import java.util.List;
import org.apache.lucene.store.AlreadyClosedException;

/**
 * Names the write that closed a shard's IndexWriter. After a failed write (a full disk), IndexWriter closes on its
 * "tragic" exception ({@code IndexWriter#getTragicException}), and another thread's later call fails with
 * DocumentsWriter's AlreadyClosedException, which has no cause: a trial's row would name the symptom, not the disk.
 */
final class TragicCause {
    private TragicCause() {}

    /** {@code closed}, with the first shard copy's tragic exception (in the workload's order) as its cause if any. */
    static AlreadyClosedException attach(AlreadyClosedException closed, List<IndexService> indices) {
        Throwable tragic = first(indices);
        if (tragic != null && tragic != closed && closed.getCause() == null) {
            try {
                closed.initCause(tragic);
            } catch (IllegalStateException causeAlreadySet) {
                closed.addSuppressed(tragic);
            }
        }
        return closed;
    }

    private static Throwable first(List<IndexService> indices) {
        for (IndexService index : indices) {
            for (Shard copy : index.copies()) {
                if (copy.tragicException() != null) {
                    return copy.tragicException();
                }
            }
        }
        return null;
    }
}
