package ingestlab.mapping;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Map;

/**
 * A source value read as what a field type indexes: a number in range, an IP address, a geo point. Source documents
 * are JSON, so a number may come as text; anything else is refused with the value quoted.
 */
final class SourceValues {
    private SourceValues() {}

    static long toLong(Object value, long min, long max) {
        long v;
        if (value instanceof Number n) {
            v = n instanceof Double || n instanceof Float ? (long) n.doubleValue() : n.longValue();
        } else if (value instanceof String s) {
            try {
                v = (long) Double.parseDouble(s.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + s + "' is not a number");
            }
        } else {
            throw new IllegalArgumentException("'" + value + "' is not a number");
        }
        if (v < min || v > max) {
            throw new IllegalArgumentException(v + " is out of range [" + min + ", " + max + "]");
        }
        return v;
    }

    static double toDouble(Object value) {
        if (value instanceof Number n) {
            return n.doubleValue();
        }
        if (value instanceof String s) {
            try {
                return Double.parseDouble(s.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + s + "' is not a number");
            }
        }
        throw new IllegalArgumentException("'" + value + "' is not a number");
    }

    /** Parses an IP literal without ever resolving a host name. */
    static InetAddress parseIp(String s) {
        try {
            if (s.indexOf(':') >= 0) {
                return InetAddress.getByName(s); // an IPv6 literal: no lookup
            }
            String[] parts = s.split("\\.", -1);
            if (parts.length != 4) {
                throw new IllegalArgumentException("'" + s + "' is not an IP address");
            }
            byte[] bytes = new byte[4];
            for (int i = 0; i < 4; i++) {
                int octet = Integer.parseInt(parts[i]);
                if (octet < 0 || octet > 255) {
                    throw new IllegalArgumentException("'" + s + "' is not an IP address");
                }
                bytes[i] = (byte) octet;
            }
            return InetAddress.getByAddress(bytes);
        } catch (NumberFormatException | UnknownHostException e) {
            throw new IllegalArgumentException("'" + s + "' is not an IP address");
        }
    }

    static double[] latLon(Object value) {
        if (value instanceof List<?> list && list.size() == 2) {
            return new double[] {toDouble(list.get(1)), toDouble(list.get(0))};
        }
        if (value instanceof Map<?, ?> map && map.containsKey("lat") && map.containsKey("lon")) {
            return new double[] {toDouble(map.get("lat")), toDouble(map.get("lon"))};
        }
        if (value instanceof String s) {
            String[] parts = s.split(",");
            if (parts.length == 2) {
                return new double[] {toDouble(parts[0]), toDouble(parts[1])};
            }
        }
        throw new IllegalArgumentException("'" + value + "' is not a geo point ([lon, lat], {lat, lon} or \"lat,lon\")");
    }
}
