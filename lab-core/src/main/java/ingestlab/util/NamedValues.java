package ingestlab.util;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Parses and lists the values of a {@link Named} enum, so every strategy is looked up the same way. */
public final class NamedValues {
    private NamedValues() {}

    public static <E extends Enum<E> & Named> E parse(Class<E> type, String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (E value : type.getEnumConstants()) {
            if (value.cliName().equals(wanted) || value.aliases().contains(wanted)) {
                return value;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not one of " + allowed(type));
    }

    public static <E extends Enum<E> & Named> String allowed(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(NamedValues::withAliases).collect(Collectors.joining(", "));
    }

    private static String withAliases(Named value) {
        return value.aliases().isEmpty() ? value.cliName()
                : value.cliName() + " (alias " + String.join(", ", value.aliases()) + ")";
    }
}
