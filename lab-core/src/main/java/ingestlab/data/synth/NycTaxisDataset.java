package ingestlab.data.synth;

import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Taxi trip records modelled on Rally's {@code nyc_taxis} track (2015 yellow and green cab trips): about 480 bytes,
 * 19 structured fields. Trips start around Manhattan, distances are log-normal, fares follow the 2015 meter
 * (2.50 + 2.50 per mile + time), card payers tip and cash payers do not, and amounts are scaled floats.
 */
public final class NycTaxisDataset extends SyntheticDataset {
    private static final LocalDateTime START = LocalDateTime.of(2015, 1, 1, 0, 0, 0);
    private static final String[] PAYMENT = {"1", "2", "3", "4"};
    private static final double[] PAYMENT_P = {0.60, 0.985, 0.995, 1.0};
    private static final String[] RATE_CODE = {"1", "2", "5", "3"};
    private static final double[] RATE_CODE_P = {0.97, 0.99, 0.997, 1.0};
    private static final Integer[] PASSENGERS = {1, 2, 5, 3, 6, 4};
    private static final double[] PASSENGERS_P = {0.70, 0.84, 0.90, 0.94, 0.97, 1.0};

    /** {@code yyyy-MM-dd HH:mm:ss}, written directly: DateTimeFormatter costs more than the rest of a document. */
    static String format(LocalDateTime t) {
        char[] c = "0000-00-00 00:00:00".toCharArray();
        digits(c, 0, t.getYear(), 4);
        digits(c, 5, t.getMonthValue(), 2);
        digits(c, 8, t.getDayOfMonth(), 2);
        digits(c, 11, t.getHour(), 2);
        digits(c, 14, t.getMinute(), 2);
        digits(c, 17, t.getSecond(), 2);
        return new String(c);
    }

    private static void digits(char[] out, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--, value /= 10) {
            out[i] = (char) ('0' + value % 10);
        }
    }

    public NycTaxisDataset() {
        super("nyc_taxis", "taxi trips: pickup/dropoff times and places, passengers, distance, fare components, payment; ~480 B each",
                "synthetic, modelled on Rally's nyc_taxis track (165M trips of 2015, ~483 B/doc)",
                """
                {"properties": {
                  "total_amount": {"type": "scaled_float", "scaling_factor": 100},
                  "improvement_surcharge": {"type": "scaled_float", "scaling_factor": 100},
                  "pickup_location": {"type": "geo_point"},
                  "pickup_datetime": {"type": "date", "format": "yyyy-MM-dd HH:mm:ss"},
                  "trip_type": {"type": "keyword"},
                  "dropoff_datetime": {"type": "date", "format": "yyyy-MM-dd HH:mm:ss"},
                  "rate_code_id": {"type": "keyword"},
                  "tolls_amount": {"type": "scaled_float", "scaling_factor": 100},
                  "dropoff_location": {"type": "geo_point"},
                  "passenger_count": {"type": "integer"},
                  "fare_amount": {"type": "scaled_float", "scaling_factor": 100},
                  "extra": {"type": "scaled_float", "scaling_factor": 100},
                  "trip_distance": {"type": "scaled_float", "scaling_factor": 100},
                  "tip_amount": {"type": "scaled_float", "scaling_factor": 100},
                  "store_and_fwd_flag": {"type": "keyword"},
                  "payment_type": {"type": "keyword"},
                  "mta_tax": {"type": "scaled_float", "scaling_factor": 100},
                  "vendor_id": {"type": "keyword"},
                  "cab_color": {"type": "keyword"}}}""");
    }

    @Override
    Generator generator(SplittableRandom random) {
        return new Generator() {
            private long second;

            @Override
            public Map<String, Object> next() {
                second += random.nextInt(3); // about one trip a second, in time order
                LocalDateTime pickup = START.plusSeconds(second);
                double distance = round(Math.min(60, 1.7 * Math.exp(0.8 * gaussian(random))), 2);
                double mph = Math.max(3, 11 + 4 * gaussian(random));
                long seconds = Math.max(60, Math.round(distance / mph * 3600));
                double pickupLat = 40.755 + 0.03 * gaussian(random);
                double pickupLon = -73.980 + 0.025 * gaussian(random);
                double bearing = random.nextDouble() * 2 * Math.PI;
                double dropoffLat = pickupLat + Math.cos(bearing) * distance / 69.0;
                double dropoffLon = pickupLon + Math.sin(bearing) * distance / 52.4;
                String payment = pick(random, PAYMENT_P, PAYMENT);
                double fare = Math.round((2.5 + 2.5 * distance + seconds / 60.0 * 0.1) * 2) / 2.0;
                double extra = pickup.getHour() >= 20 ? 0.5 : pickup.getHour() >= 16 && pickup.getHour() < 20 ? 1.0 : 0.0;
                double tip = payment.equals("1") ? round(fare * (0.1 + 0.15 * random.nextDouble()), 2) : 0.0;
                double tolls = random.nextDouble() < 0.04 ? 5.54 : 0.0;
                double total = round(fare + extra + 0.5 + tip + tolls + 0.3, 2);

                Map<String, Object> doc = new LinkedHashMap<>(32);
                doc.put("total_amount", total);
                doc.put("improvement_surcharge", 0.3);
                doc.put("pickup_location", List.of((double) (float) pickupLon, (double) (float) pickupLat));
                doc.put("pickup_datetime", format(pickup));
                doc.put("trip_type", random.nextDouble() < 0.99 ? "1" : "2");
                doc.put("dropoff_datetime", format(pickup.plusSeconds(seconds)));
                doc.put("rate_code_id", pick(random, RATE_CODE_P, RATE_CODE));
                doc.put("tolls_amount", tolls);
                doc.put("dropoff_location", List.of((double) (float) dropoffLon, (double) (float) dropoffLat));
                doc.put("passenger_count", pick(random, PASSENGERS_P, PASSENGERS));
                doc.put("fare_amount", fare);
                doc.put("extra", extra);
                doc.put("trip_distance", distance);
                doc.put("tip_amount", tip);
                doc.put("store_and_fwd_flag", random.nextDouble() < 0.99 ? "N" : "Y");
                doc.put("payment_type", payment);
                doc.put("mta_tax", 0.5);
                doc.put("vendor_id", random.nextDouble() < 0.45 ? "1" : "2");
                doc.put("cab_color", random.nextDouble() < 0.85 ? "yellow" : "green");
                return doc;
            }
        };
    }
}
