package ingestlab.data.synth;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Points of interest modelled on Rally's {@code geopoint} track (geonames places): {@code {"location": [lon, lat]}},
 * about 40 bytes. Points cluster around populated places, in proportion to population, mostly close to the centre
 * and sometimes far out in the region; not uniformly over the globe.
 */
public final class GeopointDataset extends SyntheticDataset {
    /** Large cities: name, latitude, longitude, population in millions (approximate). */
    private static final Object[][] CITIES = {
        {"Tokyo", 35.68, 139.69, 37.0}, {"Delhi", 28.61, 77.21, 31.0}, {"Shanghai", 31.23, 121.47, 27.0},
        {"Sao Paulo", -23.55, -46.63, 22.0}, {"Mexico City", 19.43, -99.13, 21.8}, {"Cairo", 30.04, 31.24, 21.0},
        {"Mumbai", 19.08, 72.88, 20.7}, {"Beijing", 39.90, 116.41, 20.5}, {"Dhaka", 23.81, 90.41, 21.0},
        {"Osaka", 34.69, 135.50, 19.1}, {"New York", 40.71, -74.01, 18.8}, {"Karachi", 24.86, 67.01, 16.1},
        {"Buenos Aires", -34.60, -58.38, 15.2}, {"Istanbul", 41.01, 28.98, 15.2}, {"Kolkata", 22.57, 88.36, 14.9},
        {"Lagos", 6.52, 3.38, 14.4}, {"Manila", 14.60, 120.98, 14.0}, {"Rio de Janeiro", -22.91, -43.17, 13.5},
        {"Guangzhou", 23.13, 113.26, 13.3}, {"Los Angeles", 34.05, -118.24, 12.5}, {"Moscow", 55.76, 37.62, 12.5},
        {"Paris", 48.86, 2.35, 11.0}, {"Jakarta", -6.21, 106.85, 10.8}, {"Lima", -12.05, -77.04, 10.7},
        {"London", 51.51, -0.13, 9.3}, {"Bangkok", 13.76, 100.50, 10.5}, {"Seoul", 37.57, 126.98, 9.9},
        {"Chicago", 41.88, -87.63, 8.9}, {"Tehran", 35.69, 51.39, 9.1}, {"Bogota", 4.71, -74.07, 10.9},
        {"Johannesburg", -26.20, 28.05, 5.8}, {"Madrid", 40.42, -3.70, 6.6}, {"Toronto", 43.65, -79.38, 6.2},
        {"Berlin", 52.52, 13.40, 3.6}, {"Sydney", -33.87, 151.21, 5.3}, {"Nairobi", -1.29, 36.82, 4.7},
        {"Singapore", 1.35, 103.82, 5.9}, {"Rome", 41.90, 12.50, 4.3}, {"Santiago", -33.45, -70.67, 6.8},
        {"Melbourne", -37.81, 144.96, 5.0}, {"Vancouver", 49.28, -123.12, 2.6}, {"Reykjavik", 64.15, -21.94, 0.2},
    };
    private static final Zipf CITY;

    static {
        double[] weights = new double[CITIES.length];
        for (int i = 0; i < CITIES.length; i++) {
            weights[i] = (Double) CITIES[i][3];
        }
        CITY = Zipf.ofWeights(weights);
    }

    public GeopointDataset() {
        super("geopoint", "points {\"location\": [lon, lat]} clustered around populated places, ~40 B each",
                "synthetic, modelled on Rally's geopoint track (60.8M geonames points, ~40 B/doc)",
                """
                {"properties": {"location": {"type": "geo_point"}}}""");
    }

    @Override
    Generator generator(SplittableRandom random) {
        return () -> {
            Object[] city = CITIES[CITY.next(random)];
            // Mostly within a few km of the centre; a cubed uniform spreads a minority out over the region.
            double spread = 0.02 + 1.5 * Math.pow(random.nextDouble(), 3);
            double lat = Math.max(-90, Math.min(90, (Double) city[1] + gaussian(random) * spread));
            double lon = (Double) city[2] + gaussian(random) * spread / Math.max(0.2, Math.cos(Math.toRadians(lat)));
            lon = ((lon + 540) % 360) - 180;
            Map<String, Object> doc = new LinkedHashMap<>(2);
            doc.put("location", List.of(round(lon, 7), round(lat, 7)));
            return doc;
        };
    }
}
