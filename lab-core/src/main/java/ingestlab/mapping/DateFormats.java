package ingestlab.mapping;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Elasticsearch date formats, to epoch milliseconds: {@code strict_date_optional_time}, {@code epoch_millis},
 * {@code epoch_second}, Java patterns such as {@code yyyy-MM-dd HH:mm:ss}, and alternatives joined by {@code ||}.
 * Dates without a zone are UTC, as in Elasticsearch.
 */
public final class DateFormats {
    /** Elasticsearch's default for {@code date} fields. */
    public static final String DEFAULT = "strict_date_optional_time||epoch_millis";
    /** Elasticsearch's {@code dynamic_date_formats}: what dynamic mapping detects as a date. */
    static final String DYNAMIC_DETECTION = "strict_date_optional_time||yyyy/MM/dd HH:mm:ss Z||yyyy/MM/dd Z";

    private static final Pattern STRICT_ISO = Pattern.compile("\\d{4}-\\d{2}-\\d{2}(T\\d{2}(:\\d{2}(:\\d{2}([.,]\\d{1,9})?)?)?(Z|[+-]\\d{2}(:?\\d{2})?)?)?");
    private static final Map<String, DateTimeFormatter> PATTERNS = new ConcurrentHashMap<>();
    private static final Map<String, String[]> ALTERNATIVES = new ConcurrentHashMap<>();

    private DateFormats() {}

    /** Parses a value with a format; throws IllegalArgumentException naming the value and format when none fits. */
    public static long parse(Object value, String format) {
        for (String alternative : alternatives(format)) {
            Long millis = tryParse(value, alternative);
            if (millis != null) {
                return millis;
            }
        }
        throw new IllegalArgumentException("'" + value + "' is not a date in format [" + format + "]");
    }

    /** Whether dynamic mapping would take this string for a date. */
    static boolean looksLikeDate(String value) {
        for (String alternative : alternatives(DYNAMIC_DETECTION)) {
            if (tryParse(value, alternative) != null) {
                return true;
            }
        }
        return false;
    }

    private static String[] alternatives(String format) {
        return ALTERNATIVES.computeIfAbsent(format, f -> java.util.Arrays.stream(f.split("\\|\\|"))
                .map(String::trim).toArray(String[]::new));
    }

    private static Long tryParse(Object value, String format) {
        try {
            return switch (format) {
                case "epoch_millis" -> value instanceof Number n ? n.longValue() : Long.parseLong(value.toString());
                case "epoch_second" -> value instanceof Number n ? Math.round(n.doubleValue() * 1000)
                        : Math.round(Double.parseDouble(value.toString()) * 1000);
                case "strict_date_optional_time", "date_optional_time", "strict_date_time", "date_time" ->
                        value instanceof String s && STRICT_ISO.matcher(s).matches() ? iso(s) : null;
                case "strict_date", "date", "yyyy-MM-dd" -> value instanceof String s
                        ? LocalDate.parse(s).atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli() : null;
                default -> value instanceof String s ? pattern(s, format) : null;
            };
        } catch (java.time.DateTimeException | NumberFormatException e) {
            return null;
        }
    }

    private static long iso(String s) {
        if (s.length() == 10) {
            return LocalDate.parse(s).atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli();
        }
        return epochMillis(DateTimeFormatter.ISO_DATE_TIME.parse(s));
    }

    private static long pattern(String s, String format) {
        DateTimeFormatter f = PATTERNS.computeIfAbsent(format, p -> DateTimeFormatter.ofPattern(p, Locale.ROOT));
        return epochMillis(f.parse(s));
    }

    /** Reads what a parse found, without trying (and throwing on) the kinds of date it is not. */
    private static long epochMillis(TemporalAccessor t) {
        LocalDate date = LocalDate.from(t);
        if (!t.isSupported(ChronoField.HOUR_OF_DAY)) {
            return date.atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli();
        }
        LocalDateTime dateTime = LocalDateTime.from(t);
        if (t.isSupported(ChronoField.OFFSET_SECONDS)) {
            return dateTime.toInstant(ZoneOffset.ofTotalSeconds(t.get(ChronoField.OFFSET_SECONDS))).toEpochMilli();
        }
        return dateTime.toInstant(ZoneOffset.UTC).toEpochMilli();
    }

    /** Formats epoch millis as Elasticsearch's default ISO form, for generators. */
    public static String iso(long epochMillis) {
        return Instant.ofEpochMilli(epochMillis).toString();
    }
}
