package ingestlab.settings;

import java.util.Locale;

/**
 * The node-wide indexing buffer budget, {@code indices.memory.index_buffer_size}: a percentage of the max heap
 * or an absolute size.
 *
 * <p>Source: Elasticsearch {@code IndexingMemoryController}: a percentage is clamped to
 * {@code indices.memory.min_index_buffer_size} (48 MB) and the unset maximum; an absolute size is taken as given.
 */
public record BufferSize(String given, double percent, long absoluteBytes) {
    /** {@code indices.memory.min_index_buffer_size}, applied only to percentages. */
    public static final long MIN_BYTES_FOR_PERCENT = 48L << 20;

    public static BufferSize parse(String text) {
        String t = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        if (t.endsWith("%")) {
            double pct;
            try {
                pct = Double.parseDouble(t.substring(0, t.length() - 1));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + text + "' is not a percentage or size (use e.g. 10%, 256mb)");
            }
            if (!(pct > 0 && pct <= 100)) {
                throw new IllegalArgumentException("'" + text + "' is out of range (a percentage of heap must be > 0% and <= 100%)");
            }
            return new BufferSize(t, pct, -1);
        }
        ByteSize size;
        try {
            size = ByteSize.parse(t);
        } catch (IllegalArgumentException e) {
            if (t.matches("\\d+(\\.\\d+)?")) {
                throw new IllegalArgumentException("'" + text + "' has no unit (write " + t + "% of the heap, or a size "
                        + "such as " + t + "mb)");
            }
            throw new IllegalArgumentException("'" + text + "' is not a percentage or size (use e.g. 10%, 256mb)");
        }
        if (size.bytes() <= 0) {
            throw new IllegalArgumentException("'" + text + "' must be larger than zero");
        }
        return new BufferSize(t, -1, size.bytes());
    }

    public boolean isPercent() {
        return percent > 0;
    }

    /** The budget in bytes for a JVM with the given max heap. */
    public long resolve(long maxHeapBytes) {
        if (!isPercent()) {
            return absoluteBytes;
        }
        return Math.max(MIN_BYTES_FOR_PERCENT, (long) (maxHeapBytes * percent / 100.0));
    }

    @Override
    public String toString() {
        return given;
    }
}
