package ingestlab.data;

import java.io.Closeable;
import java.io.IOException;

/**
 * A stream of documents. Feeds never hold a corpus in memory; callers take documents one at a time.
 * A feed is used by one thread at a time: callers that share one synchronise around {@link #next()}.
 */
public interface DocFeed extends Closeable {
    /** The next document, or null when a finite feed is exhausted. */
    LabDoc next() throws IOException;
}
