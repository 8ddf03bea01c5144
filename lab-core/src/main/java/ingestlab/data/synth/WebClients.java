package ingestlab.data.synth;

import java.util.Collections;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The clients of a public web server as the ingest pipelines' {@code geoip} and {@code user_agent} processors
 * describe them: a fixed set of client addresses (a few very busy) each with its city and autonomous system, and a
 * few user agents with their parsed name, version and operating system.
 */
final class WebClients {
    /** The fields {@link #source} fills, as the templates declare them. */
    static final String SOURCE_FIELDS = """
            ip source: ip
            geo_point source: geo.location
            keyword source: geo.continent_name geo.region_iso_code geo.city_name geo.country_iso_code
            keyword source: geo.country_name geo.region_name as.organization.name
            long source: as.number
            """;
    private static final String[][] CITIES = {
        // continent, country iso, country, region iso, region, city, lat, lon
        {"North America", "US", "United States", "US-CA", "California", "Mountain View", "37.4043", "-122.0748"},
        {"North America", "US", "United States", "US-VA", "Virginia", "Ashburn", "39.0481", "-77.4728"},
        {"North America", "US", "United States", "US-NY", "New York", "New York", "40.7126", "-74.0066"},
        {"Europe", "DE", "Germany", "DE-HE", "Hesse", "Frankfurt am Main", "50.1188", "8.6843"},
        {"Europe", "GB", "United Kingdom", "GB-ENG", "England", "London", "51.5095", "-0.0955"},
        {"Europe", "FR", "France", "FR-IDF", "Île-de-France", "Paris", "48.8582", "2.3387"},
        {"Europe", "NL", "Netherlands", "NL-NH", "North Holland", "Amsterdam", "52.3759", "4.8975"},
        {"Asia", "IN", "India", "IN-MH", "Maharashtra", "Mumbai", "19.0748", "72.8856"},
        {"Asia", "SG", "Singapore", "SG-01", "Central Singapore", "Singapore", "1.2929", "103.8547"},
        {"Asia", "JP", "Japan", "JP-13", "Tokyo", "Tokyo", "35.6893", "139.6899"},
        {"Asia", "CN", "China", "CN-BJ", "Beijing", "Beijing", "39.9288", "116.3889"},
        {"South America", "BR", "Brazil", "BR-SP", "Sao Paulo", "São Paulo", "-23.5335", "-46.6359"},
        {"Oceania", "AU", "Australia", "AU-NSW", "New South Wales", "Sydney", "-33.8591", "151.2002"},
        {"Europe", "RU", "Russia", "RU-MOW", "Moscow", "Moscow", "55.7527", "37.6172"},
    };
    private static final String[] ORGANIZATIONS = {"Google LLC", "Amazon.com, Inc.", "Comcast Cable Communications, LLC",
        "Deutsche Telekom AG", "Hetzner Online GmbH", "OVH SAS", "DigitalOcean, LLC", "Microsoft Corporation",
        "China Telecom", "Reliance Jio Infocomm Limited", "Telefonica Brasil S.A.", "Orange S.A."};
    private static final String[][] USER_AGENTS = {
        // original, name, version, os name, os version, os full, device
        {"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.75 Safari/537.36",
            "Chrome", "86.0.4240.75", "Windows", "10", "Windows 10", "Other"},
        {"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0 Safari/605.1.15",
            "Safari", "14.0", "Mac OS X", "10.15.6", "Mac OS X 10.15.6", "Mac"},
        {"Mozilla/5.0 (X11; Linux x86_64; rv:81.0) Gecko/20100101 Firefox/81.0", "Firefox", "81.0", "Linux", null,
            "Linux", "Other"},
        {"Mozilla/5.0 (iPhone; CPU iPhone OS 14_0_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0 Mobile/15E148 Safari/604.1",
            "Mobile Safari", "14.0", "iOS", "14.0.1", "iOS 14.0.1", "iPhone"},
        {"Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Googlebot", "2.1", null, null,
            null, "Spider"},
        {"Go-http-client/1.1", "Go-http-client", "1.1", null, null, null, "Other"},
        {"kube-probe/1.16+", "Other", null, null, null, null, "Other"},
        {"curl/7.64.1", "curl", "7.64.1", null, null, null, "Other"},
    };
    private static final double[] USER_AGENT_P = {0.30, 0.45, 0.52, 0.62, 0.70, 0.80, 0.95, 1.0};
    private static final int CLIENTS = 5000;

    private final String[] addresses = new String[CLIENTS];
    private final Map<String, Object>[] geos;
    private final Map<String, Object>[] systems;
    private final Map<String, Object>[] userAgents;
    private final Zipf busy = Zipf.ofExponent(CLIENTS, 1.0);

    @SuppressWarnings({"unchecked", "rawtypes"}) // arrays of maps: Java has no generic array creation
    WebClients(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        geos = new Map[CLIENTS];
        systems = new Map[CLIENTS];
        for (int i = 0; i < CLIENTS; i++) {
            addresses[i] = LogsStreamDataset.ip(r);
            String[] c = CITIES[r.nextInt(CITIES.length)];
            geos[i] = Collections.unmodifiableMap(new Doc().put("continent_name", c[0])
                    .put("region_iso_code", c[3]).put("city_name", c[5]).put("country_iso_code", c[1])
                    .put("country_name", c[2]).put("region_name", c[4])
                    .put("location", Map.of("lat", Double.parseDouble(c[6]), "lon", Double.parseDouble(c[7]))).root);
            systems[i] = Collections.unmodifiableMap(new Doc().put("number", 1000 + r.nextInt(60_000))
                    .put("organization.name", ORGANIZATIONS[r.nextInt(ORGANIZATIONS.length)]).root);
        }
        userAgents = new Map[USER_AGENTS.length];
        for (int i = 0; i < USER_AGENTS.length; i++) {
            String[] u = USER_AGENTS[i];
            Doc ua = new Doc().put("original", u[0]).put("name", u[1]);
            putIfSet(ua, "version", u[2]);
            putIfSet(ua, "os.name", u[3]);
            putIfSet(ua, "os.version", u[4]);
            putIfSet(ua, "os.full", u[5]);
            ua.put("device.name", u[6]);
            userAgents[i] = Collections.unmodifiableMap(ua.root);
        }
    }

    private static void putIfSet(Doc doc, String name, String value) {
        if (value != null) {
            doc.put(name, value);
        }
    }

    /** A client, busy ones more often. */
    int pick(SplittableRandom random) {
        return busy.next(random);
    }

    String address(int client) {
        return addresses[client];
    }

    /** Adds {@code source.ip}, {@code .geo} and {@code .as} as the geoip processor writes them. */
    void source(Doc doc, int client) {
        doc.put("source.ip", addresses[client])
                .put("source.geo", geos[client]).put("source.as", systems[client]);
    }

    /** A user agent: its original string and parsed fields. */
    Map<String, Object> userAgent(SplittableRandom random) {
        double u = random.nextDouble();
        int i = 0;
        while (i < USER_AGENT_P.length - 1 && u >= USER_AGENT_P[i]) {
            i++;
        }
        return userAgents[i];
    }
}
