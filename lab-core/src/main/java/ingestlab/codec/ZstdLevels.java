package ingestlab.codec;

/**
 * The zstd levels the lab offers ({@code --codec-level}): 1 to 6, default 3, as OpenSearch's
 * {@code index.codec.compression_level} and Elasticsearch's best-compression level (opensearch-project/custom-codecs;
 * Elasticsearch {@code Zstd814StoredFieldsFormat}).
 */
public final class ZstdLevels {
    public static final int MIN = 1;
    public static final int MAX = 6;
    public static final int DEFAULT = 3;

    private ZstdLevels() {}

    /** Returns {@code level}, or throws if it is outside {@link #MIN}..{@link #MAX}. */
    public static int check(int level) {
        if (level < MIN || level > MAX) {
            throw new IllegalArgumentException("zstd level " + level + " is not between " + MIN + " and " + MAX);
        }
        return level;
    }
}
