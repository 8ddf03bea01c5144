package ingestlab.data.synth;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Web-server access-log events modelled on Rally's {@code http_logs} track (the 1998 World Cup site's logs):
 * about 135 bytes of source. Paths follow a Zipf law over a fixed site (a few pages and images take most hits),
 * clients too (a few heavy clients), and statuses are mostly 200 with some 304s and rare errors.
 */
public final class HttpLogsDataset extends SyntheticDataset {
    private static final String[] LANGS = {"english", "french", "german", "spanish", "japanese", "italian"};
    private static final String[] SECTIONS = {"images", "news", "teams", "venues", "history", "tickets",
        "competition", "playing", "member", "hosts", "individuals", "enfrance"};
    private static final String[] PARTS = {"nav", "home", "off", "on", "hm", "bg", "logo", "team", "arw", "red",
        "blue", "space", "brdr", "top", "bot", "left", "right", "splash", "inrowa", "cup", "98", "fr", "mascot",
        "ticket", "info", "venue", "paris", "lens", "lyon", "nantes", "header", "footer", "bullet", "news", "photo",
        "score", "group", "match", "result", "s102", "s140", "tck", "hm_f98", "dot", "comp", "trivia"};
    private static final String[] EXTENSIONS = {".gif", ".jpg", ".html", ".htm"};
    private static final double[] EXTENSION_P = {0.60, 0.75, 0.95, 1.0};
    private static final Integer[] STATUS = {200, 304, 206, 404, 500};
    private static final double[] STATUS_P = {0.890, 0.970, 0.980, 0.995, 1.0};
    private static final String[] METHODS = {"GET", "HEAD", "POST"};
    private static final double[] METHOD_P = {0.97, 0.99, 1.0};
    private static final int SITE_PAGES = 4000;
    private static final int CLIENTS = 30_000;
    /** The first event's time in Rally's corpus: 1998-04-30T21:30:17Z. */
    private static final long START_EPOCH_SECONDS = 893_964_617L;

    // The site and its clients are fixed (their own seed), so every seed draws from the same world.
    private static final String[] PATHS;
    private static final int[] PATH_SIZES;
    private static final String[] CLIENT_IPS;

    static {
        SplittableRandom site = new SplittableRandom(1998);
        PATHS = new String[SITE_PAGES];
        PATH_SIZES = new int[SITE_PAGES];
        for (int i = 0; i < SITE_PAGES; i++) {
            StringBuilder path = new StringBuilder();
            if (site.nextDouble() < 0.7) {
                path.append('/').append(LANGS[Math.min(LANGS.length - 1, (int) (-Math.log(1 - site.nextDouble()) * 1.5))]);
            }
            path.append('/').append(SECTIONS[site.nextInt(SECTIONS.length)]).append('/');
            int parts = 1 + site.nextInt(3);
            for (int p = 0; p < parts; p++) {
                path.append(p > 0 ? "_" : "").append(PARTS[site.nextInt(PARTS.length)]);
            }
            String extension = pick(site, EXTENSION_P, EXTENSIONS);
            path.append(extension);
            PATHS[i] = path.toString();
            // Images are small, pages larger: log-normal sizes.
            double median = extension.equals(".gif") ? 1500 : extension.equals(".jpg") ? 9000 : 6000;
            PATH_SIZES[i] = (int) Math.max(80, median * Math.exp(gaussian(site)));
        }
        CLIENT_IPS = new String[CLIENTS];
        for (int i = 0; i < CLIENTS; i++) {
            CLIENT_IPS[i] = (1 + site.nextInt(223)) + "." + site.nextInt(256) + "." + site.nextInt(256) + "."
                    + site.nextInt(256);
        }
    }

    private static final Zipf PATH_RANK = Zipf.ofExponent(SITE_PAGES, 1.1);
    private static final Zipf CLIENT_RANK = Zipf.ofExponent(CLIENTS, 0.9);

    public HttpLogsDataset() {
        super("http_logs", "web-server access-log events (timestamp, client IP, request line, status, size), ~135 B each",
                "synthetic, modelled on Rally's http_logs track (247M docs, ~135 B/doc)",
                """
                {"properties": {
                  "@timestamp": {"type": "date", "format": "strict_date_optional_time||epoch_second"},
                  "clientip": {"type": "ip"},
                  "request": {"type": "text", "fields": {"raw": {"type": "keyword", "ignore_above": 256}}},
                  "status": {"type": "integer"},
                  "size": {"type": "integer"}}}""");
    }

    @Override
    Generator generator(SplittableRandom random) {
        return new Generator() {
            private long timestamp = START_EPOCH_SECONDS;

            @Override
            public Map<String, Object> next() {
                if (random.nextInt(40) == 0) {
                    timestamp += 1 + random.nextInt(2);
                }
                int page = PATH_RANK.next(random);
                int status = pick(random, STATUS_P, STATUS);
                int size = switch (status) {
                    case 200 -> PATH_SIZES[page];
                    case 206 -> random.nextInt(Math.max(1, PATH_SIZES[page]));
                    case 404 -> 341;
                    default -> 0; // 500: an error page with no body
                };
                String protocol = random.nextDouble() < 0.85 ? "HTTP/1.0" : "HTTP/1.1";
                Map<String, Object> doc = new LinkedHashMap<>(8);
                doc.put("@timestamp", timestamp);
                doc.put("clientip", CLIENT_IPS[CLIENT_RANK.next(random)]);
                doc.put("request", pick(random, METHOD_P, METHODS) + " " + PATHS[page] + " " + protocol);
                doc.put("status", status);
                doc.put("size", size);
                return doc;
            }
        };
    }
}
