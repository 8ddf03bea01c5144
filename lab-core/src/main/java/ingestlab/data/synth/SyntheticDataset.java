package ingestlab.data.synth;

import ingestlab.data.Dataset;
import ingestlab.data.DocFeed;
import ingestlab.data.FeedOptions;
import ingestlab.data.SourceDoc;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A generated workload modelled on a Rally track: endless, deterministic for a seed, kept as a JSON {@code _source}
 * as Elasticsearch keeps it. Subclasses say how one document is drawn.
 */
abstract class SyntheticDataset implements Dataset {
    private final String name;
    private final String description;
    private final String origin;
    private final String mappingJson;

    /** @param mappingJson the declared types, as an Elasticsearch mapping (a Rally track's index mapping) */
    SyntheticDataset(String name, String description, String origin, String mappingJson) {
        this.name = name;
        this.description = description;
        this.origin = origin;
        this.mappingJson = mappingJson;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public String origin() {
        return origin;
    }

    @Override
    public Optional<String> mappingJson() {
        return Optional.of(mappingJson);
    }

    /** Draws documents from one seeded random stream. */
    interface Generator {
        Map<String, Object> next();
    }

    /** A new generator drawing from {@code random}. */
    abstract Generator generator(SplittableRandom random);

    @Override
    public DocFeed open(FeedOptions options) {
        Generator generator = generator(new SplittableRandom(options.seed()));
        JsonSourceWriter json = new JsonSourceWriter(name());
        return new DocFeed() {
            private long ordinal;

            @Override
            public SourceDoc next() {
                return json.doc(ordinal++, generator.next());
            }
        };
    }

    /** Rounds to {@code decimals} places, so JSON numbers look like a client's. */
    static double round(double value, int decimals) {
        double scale = Math.pow(10, decimals);
        return Math.round(value * scale) / scale;
    }

    /** A standard normal draw (Box–Muller). */
    static double gaussian(SplittableRandom random) {
        double u = 1.0 - random.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.nextDouble());
    }

    /** Picks one of {@code values} with the given cumulative probabilities (last must be 1). */
    static <T> T pick(SplittableRandom random, double[] cumulative, T[] values) {
        double u = random.nextDouble();
        for (int i = 0; i < cumulative.length; i++) {
            if (u < cumulative[i]) {
                return values[i];
            }
        }
        return values[values.length - 1];
    }
}
