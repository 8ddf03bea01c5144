package ingestlab.data.synth;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Requests to a public web shop as an access log's combined-format line and the fields an access-log pipeline
 * ({@code logs-nginx.access-1.2.0}, {@code logs-apache.access-1.3.0}) makes of it: source with geoip, url, http,
 * user_agent and the event's outcome. Paths follow a Zipf law over page kinds; statuses are mostly 200.
 */
final class WebRequests {
    private static final DateTimeFormatter HTTP_DATE = DateTimeFormatter.ofPattern("dd/MMM/yyyy:HH:mm:ss Z", Locale.ROOT)
            .withZone(ZoneOffset.UTC);
    private static final LineTemplates PATHS = new LineTemplates(1.0,
            "/", "/api/v1/products/{n5}", "/static/js/main.{x8}.chunk.js", "/static/css/main.{x8}.css",
            "/api/v1/cart", "/healthz", "/favicon.ico", "/api/v1/search?q={w1}&page={n1}", "/product/{n4}/{w2}",
            "/images/products/{n4}.jpg", "/api/v1/users/{n6}/orders", "/login", "/checkout", "/metrics",
            "/api/v1/recommendations?user={n6}", "/blog/{w3}", "/robots.txt", "/api/v1/products/{n5}/reviews");
    private static final Integer[] STATUS = {200, 304, 301, 404, 499, 500, 502};
    private static final double[] STATUS_P = {0.86, 0.92, 0.94, 0.98, 0.99, 0.996, 1.0};
    private static final String[] METHODS = {"GET", "POST", "HEAD", "PUT", "DELETE"};
    private static final double[] METHOD_P = {0.86, 0.96, 0.98, 0.99, 1.0};

    private final WebClients clients;
    private final String site;

    /** @param site the server's own address, which referrers name */
    WebRequests(WebClients clients, String site) {
        this.clients = clients;
        this.site = site;
    }

    /** One request: its combined-format line, and what the pipeline parses out of it. */
    record Request(int client, String address, String method, String path, int status, int bytes, String referrer,
                   Map<String, Object> userAgent, String line) {}

    Request next(SplittableRandom random, long millis) {
        int client = clients.pick(random);
        String method = SyntheticDataset.pick(random, METHOD_P, METHODS);
        String path = PATHS.next(random);
        int status = SyntheticDataset.pick(random, STATUS_P, STATUS);
        int bytes = status == 304 ? 0 : (int) (2000 * Math.exp(1.5 * SyntheticDataset.gaussian(random)));
        String referrer = random.nextDouble() < 0.6 ? "https://" + site + PATHS.next(random) : null;
        Map<String, Object> userAgent = clients.userAgent(random);
        String address = clients.address(client);
        String line = address + " - - [" + HTTP_DATE.format(Instant.ofEpochMilli(millis)) + "] \"" + method + " " + path
                + " HTTP/1.1\" " + status + " " + bytes + " \"" + (referrer == null ? "-" : referrer) + "\" \""
                + userAgent.get("original") + "\"";
        return new Request(client, address, method, path, status, bytes, referrer, userAgent, line);
    }

    /** Adds the parsed fields; {@code method} as the pipeline leaves it (nginx's lowercases it). */
    void parsed(Doc doc, Request request, String method) {
        doc.put("source.address", request.address());
        clients.source(doc, request.client());
        int query = request.path().indexOf('?');
        String path = query < 0 ? request.path() : request.path().substring(0, query);
        doc.put("url.original", request.path()).put("url.path", path);
        if (query >= 0) {
            doc.put("url.query", request.path().substring(query + 1));
        }
        int dot = path.lastIndexOf('.');
        if (dot > path.lastIndexOf('/')) {
            doc.put("url.extension", path.substring(dot + 1));
        }
        doc.put("http.request.method", method);
        if (request.referrer() != null) {
            doc.put("http.request.referrer", request.referrer());
        }
        doc.put("http.version", "1.1").put("http.response.status_code", request.status())
                .put("http.response.body.bytes", request.bytes()).put("user_agent", request.userAgent())
                .put("event.kind", "event").put("event.category", List.of("web"))
                .put("event.outcome", request.status() < 400 ? "success" : "failure");
    }
}
