package ingestlab.data.synth;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Question-like posts modelled on Rally's {@code so} track (StackOverflow posts): about 1 KB, with a title and body
 * of real words drawn with their Europarl frequencies, 1–5 tags from a Zipf law over real StackOverflow tags, a
 * creation date, and a skewed score (most near zero, a few very high).
 */
public final class StackOverflowDataset extends SyntheticDataset {
    private static final String[] TAGS = {"javascript", "java", "c#", "php", "python", "android", "jquery", "html",
        "c++", "ios", "css", "mysql", "sql", "asp.net", "ruby-on-rails", "objective-c", ".net", "iphone", "c",
        "arrays", "angularjs", "json", "sql-server", "r", "node.js", "ruby", "swift", "regex", "ajax", "django",
        "linux", "xml", "wpf", "excel", "spring", "database", "string", "vba", "git", "windows", "lucene",
        "elasticsearch", "performance", "multithreading", "unit-testing", "bash", "docker", "scala", "go", "rust"};
    private static final Zipf TAG = Zipf.ofExponent(TAGS.length, 1.0);
    private static final Integer[] TAG_COUNT = {1, 2, 3, 4, 5};
    private static final double[] TAG_COUNT_P = {0.15, 0.40, 0.70, 0.90, 1.0};
    private static final DateTimeFormatter ISO_MILLIS = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS");
    private static final LocalDateTime START = LocalDateTime.of(2008, 7, 31, 21, 42, 52);

    public StackOverflowDataset() {
        super("so", "question-like posts: title, body of real (Europarl) words, tags, creation date, score; ~1 KB each",
                "synthetic, modelled on Rally's so track (36M StackOverflow posts, ~1 KB/doc); words from Europarl",
                """
                {"properties": {
                  "title": {"type": "text"},
                  "body": {"type": "text"},
                  "tags": {"type": "keyword"},
                  "creationDate": {"type": "date"},
                  "score": {"type": "integer"}}}""");
    }

    @Override
    Generator generator(SplittableRandom random) {
        Vocabulary words = Vocabulary.europarl();
        return new Generator() {
            private long millis;

            @Override
            public Map<String, Object> next() {
                millis += random.nextInt(120_000);
                StringBuilder title = new StringBuilder(80);
                words.appendWords(title, 5 + random.nextInt(8), random);
                StringBuilder body = new StringBuilder(1000);
                words.appendWords(body, 90 + random.nextInt(80), random);
                int tagCount = pick(random, TAG_COUNT_P, TAG_COUNT);
                List<String> tags = new ArrayList<>(tagCount);
                while (tags.size() < tagCount) {
                    String tag = TAGS[TAG.next(random)];
                    if (!tags.contains(tag)) {
                        tags.add(tag);
                    }
                }
                int score = (int) Math.floor(Math.exp(1.3 * gaussian(random))) - (random.nextInt(10) == 0 ? 2 : 1);

                Map<String, Object> doc = new LinkedHashMap<>(8);
                doc.put("title", title.toString());
                doc.put("body", body.toString());
                doc.put("tags", tags);
                doc.put("creationDate", ISO_MILLIS.format(START.plusNanos(millis * 1_000_000)));
                doc.put("score", score);
                return doc;
            }
        };
    }
}
