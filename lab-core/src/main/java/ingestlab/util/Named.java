package ingestlab.util;

/** A strategy that users name on the command line and that appears under that name in result columns. */
public interface Named {
    /** The kebab-case name typed on the command line and written to CSV. */
    String cliName();
}
