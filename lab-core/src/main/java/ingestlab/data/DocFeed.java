package ingestlab.data;

import java.io.Closeable;
import java.io.IOException;

/**
 * A stream of source documents. Feeds never hold a corpus in memory; callers take documents one at a time.
 * A feed is used by one thread at a time: callers that share one synchronise around {@link #next()}.
 */
public interface DocFeed extends Closeable {
    /** The next document, or null when a finite feed is exhausted. */
    SourceDoc next() throws IOException;

    /** Documents skipped as unreadable (only with {@link FeedOptions#skipBad()}). */
    default long badDocs() {
        return 0;
    }

    @Override
    default void close() throws IOException {}
}
