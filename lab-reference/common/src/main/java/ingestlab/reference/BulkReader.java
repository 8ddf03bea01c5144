package ingestlab.reference;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the lab's NDJSON bulk body ({@code {"index":{"_index":..,"_id":..}}} then the source, a line each) a bulk at a
 * time, in file order. Shared by the client threads: {@link #next} is synchronized, as the lab's shared feed is.
 */
public final class BulkReader implements AutoCloseable {
    /** One document of a bulk. */
    public record Item(String index, String id, byte[] source) {}

    private final BufferedReader reader;
    private final int bulkSize;
    private long read;

    public BulkReader(Path file, int bulkSize) throws IOException {
        this.reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
        this.bulkSize = bulkSize;
    }

    /** The next bulk, empty at the end of the file. */
    public synchronized List<Item> next() throws IOException {
        List<Item> bulk = new ArrayList<>(bulkSize);
        String action;
        while (bulk.size() < bulkSize && (action = reader.readLine()) != null) {
            String source = reader.readLine();
            if (source == null) {
                throw new IOException("document " + read + ": an action line without a source line");
            }
            bulk.add(new Item(field(action, "_index"), field(action, "_id"), source.getBytes(StandardCharsets.UTF_8)));
            read++;
        }
        return bulk;
    }

    /** A string field of the action line, which the lab writes without escapes (index names and numeric ids). */
    private String field(String action, String name) throws IOException {
        String key = "\"" + name + "\":\"";
        int start = action.indexOf(key);
        int end = start < 0 ? -1 : action.indexOf('"', start + key.length());
        if (end < 0) {
            throw new IOException("document " + read + ": no " + name + " in the action line " + action);
        }
        return action.substring(start + key.length(), end);
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
