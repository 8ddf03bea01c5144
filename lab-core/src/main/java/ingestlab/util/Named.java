package ingestlab.util;

import java.util.List;
import java.util.Locale;

/**
 * A strategy that users name on the command line and that appears under that name in result columns. Enums implement
 * it: the name is the constant's, so a new constant needs no name of its own.
 */
public interface Named {
    /** The constant's name, as {@link Enum#name()} gives it. */
    String name();

    /** The kebab-case name typed on the command line and written to CSV: {@code ROUND_ROBIN} is {@code round-robin}. */
    default String cliName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Other names accepted on the command line for the same value; results always show {@link #cliName()}. */
    default List<String> aliases() {
        return List.of();
    }
}
