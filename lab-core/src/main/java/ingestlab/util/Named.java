package ingestlab.util;

import java.util.List;

/** A strategy that users name on the command line and that appears under that name in result columns. */
public interface Named {
    /** The kebab-case name typed on the command line and written to CSV. */
    String cliName();

    /** Other names accepted on the command line for the same value; results always show {@link #cliName()}. */
    default List<String> aliases() {
        return List.of();
    }
}
