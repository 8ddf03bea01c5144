package ingestlab.data;

import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The fields a source document fills: its leaf values by dotted name, as a mapping sees them. */
public final class SourceFields {
    private SourceFields() {}

    /** The first documents of a seed on average: the size of their source in bytes and how many fields they fill. */
    public record Averages(double sourceBytes, double fields) {}

    /** {@link Averages} of the first {@code docs} documents of a seed, generated once for both. */
    public static Averages averages(Dataset dataset, long seed, int docs) throws IOException {
        long bytes = 0;
        long fields = 0;
        try (DocFeed feed = dataset.open(FeedOptions.seeded(seed))) {
            for (int i = 0; i < docs; i++) {
                SourceDoc doc = feed.next();
                bytes += doc.sourceBytes();
                fields += paths(doc.source()).size();
            }
        }
        return new Averages(bytes / (double) docs, fields / (double) docs);
    }

    /**
     * The dotted names of the source's non-null leaf values: an array counts once, as one field, and so does a geo
     * point written as an object.
     */
    public static Set<String> paths(Map<String, Object> source) {
        Set<String> paths = new LinkedHashSet<>();
        collect("", source, paths);
        return paths;
    }

    /** {@code {"lat": .., "lon": ..}} is one value, a geo point, not an object of two fields. */
    private static boolean isGeoPoint(Map<?, ?> object) {
        return object.size() == 2 && object.containsKey("lat") && object.containsKey("lon");
    }

    private static void collect(String prefix, Map<?, ?> object, Set<String> out) {
        for (Map.Entry<?, ?> entry : object.entrySet()) {
            String name = prefix + entry.getKey();
            Object value = entry.getValue();
            if (value instanceof Map<?, ?> inner && !isGeoPoint(inner)) {
                collect(name + ".", inner, out);
            } else if (value != null && !(value instanceof List<?> list && list.isEmpty())) {
                out.add(name);
            }
        }
    }
}
