package ingestlab.data;

/**
 * How a feed is opened.
 *
 * @param seed seeds every random choice of a generator
 * @param skipBad count unreadable documents and go on, instead of failing on the first
 */
public record FeedOptions(long seed, boolean skipBad) {
    public static FeedOptions seeded(long seed) {
        return new FeedOptions(seed, false);
    }
}
