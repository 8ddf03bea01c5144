package ingestlab.settings;

import java.util.function.Function;

/**
 * A column of a result row that describes the configuration: a setting's value, or one derived from settings
 * ({@code buffer_bytes}). The catalog lists the columns in order.
 */
public interface Column {
    /** The node row's value of an index setting whose value differs between the workload's indices. */
    String MIXED = "mixed";

    String column();

    /** What the column holds, for the manual's generated tables. */
    default String description() {
        return "";
    }

    /** The value as written to CSV; empty for no value. */
    String value(ExperimentSpec spec);

    /** A column derived from settings, not given itself (as {@code buffer_bytes}). */
    static Column derived(String column, String description, Function<ExperimentSpec, String> value) {
        return new Column() {
            @Override
            public String column() {
                return column;
            }

            @Override
            public String description() {
                return description;
            }

            @Override
            public String value(ExperimentSpec spec) {
                return value.apply(spec);
            }
        };
    }

    /**
     * Whether {@code config_hash} covers the column even at its default. Columns added after the hash was fixed say
     * no, so that an unchanged configuration keeps the hash it had in older result files.
     */
    default boolean hashedAtDefault() {
        return true;
    }

    /** Whether the value in {@code spec} is the one it takes when not given. */
    default boolean isDefaultIn(ExperimentSpec spec) {
        return false;
    }
}
