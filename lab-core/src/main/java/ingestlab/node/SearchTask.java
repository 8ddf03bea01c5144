package ingestlab.node;

import java.io.IOException;

/**
 * One search of a client's query load, which the node's search thread runs {@code --search-rate} times a second
 * ({@link Node#startSearches}).
 */
@FunctionalInterface
public interface SearchTask {
    void run() throws IOException;
}
