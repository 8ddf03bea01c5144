package ingestlab.settings;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/** A setting's declaration, step by step: {@link Setting#of} and {@link Setting#named} start one. */
public final class SettingBuilder<T> {
    /** The bound message of a count that must be positive. */
    public static final String AT_LEAST_ONE = "is not allowed (must be at least 1)";

    final String key;
    final Scope scope;
    final BiFunction<String, SettingCatalog, T> parser;
    final boolean parsedAgainstCatalog;
    String label = "VALUE";
    Function<T, String> text = String::valueOf;
    Function<T, Object> columnValue;
    String defaultText;
    Setting.DerivedDefault<T> derivedDefault;
    final List<Setting.Bound<T>> bounds = new ArrayList<>();
    String description = "";
    final List<String> aliases = new ArrayList<>();
    boolean optional;
    boolean option = true;
    boolean column = true;
    boolean sweepable = true;
    boolean hashedAtDefault = true;
    boolean everyIndex;
    BiFunction<String, Path, String> pathsIn = (text, folder) -> text;

    SettingBuilder(String key, Scope scope, Function<String, T> parser) {
        this(key, scope, (text, catalog) -> parser.apply(text), false);
    }

    SettingBuilder(String key, Scope scope, BiFunction<String, SettingCatalog, T> parser, boolean parsedAgainstCatalog) {
        if (!key.equals(key.toLowerCase(Locale.ROOT)) || key.contains("-")) {
            throw new IllegalArgumentException("a setting's key is snake case: " + key);
        }
        this.key = key;
        this.scope = scope;
        this.parser = parser;
        this.parsedAgainstCatalog = parsedAgainstCatalog;
    }

    public SettingBuilder<T> label(String value) {
        label = value;
        return this;
    }

    /** An option that takes no value. */
    public SettingBuilder<T> flag() {
        label = null;
        return this;
    }

    public SettingBuilder<T> text(Function<T, String> value) {
        text = value;
        return this;
    }

    /** How the CSV column shows the value, when not as its option text (a duration in milliseconds, say). */
    public SettingBuilder<T> column(Function<T, Object> value) {
        columnValue = value;
        return this;
    }

    public SettingBuilder<T> defaultText(String value) {
        defaultText = value;
        return this;
    }

    /**
     * A default computed from other settings; {@code shownAs} is the default {@code --help} shows, or null when
     * the description says how it is derived.
     */
    public SettingBuilder<T> derivedDefault(String shownAs, Setting.DerivedDefault<T> value) {
        defaultText = shownAs;
        derivedDefault = value;
        return this;
    }

    /** A setting that may have no value (empty text, an empty column). */
    public SettingBuilder<T> optional() {
        optional = true;
        return this;
    }

    public SettingBuilder<T> bound(Predicate<T> holds, String allowed) {
        bounds.add(new Setting.Bound<>(holds, allowed));
        return this;
    }

    public SettingBuilder<T> describe(String value) {
        description = value;
        return this;
    }

    public SettingBuilder<T> alias(String value) {
        aliases.add(value);
        return this;
    }

    /** A column that no option sets (the JVM's heap). */
    public SettingBuilder<T> notAnOption() {
        option = false;
        return this;
    }

    /** An option that changes how a trial runs or what it records, not what is measured: no column. */
    public SettingBuilder<T> notAColumn() {
        column = false;
        return this;
    }

    /** An option of a single run only ({@code --crash-after}). */
    public SettingBuilder<T> notSwept() {
        sweepable = false;
        return this;
    }

    /**
     * For settings added after {@code config_hash} was fixed: the hash covers the setting only when it differs
     * from its default, so the configurations of older result files keep their hash.
     */
    public SettingBuilder<T> hashedOnlyWhenGiven() {
        hashedAtDefault = false;
        return this;
    }

    /**
     * An index setting that may also be given to a whole node with a workload: the node's value, when it is not the
     * default, is given to every index of the workload, over what the workload gives the index itself.
     */
    public SettingBuilder<T> appliesToEveryIndex() {
        if (scope != Scope.INDEX) {
            throw new IllegalStateException(key + ": only an index setting is given to every index");
        }
        everyIndex = true;
        return this;
    }

    /**
     * A value that holds a file path: how its text reads with a relative path resolved against a folder
     * ({@link Setting#resolvePaths}).
     */
    public SettingBuilder<T> paths(BiFunction<String, Path, String> resolved) {
        pathsIn = resolved;
        return this;
    }

    public Setting<T> build() {
        if (columnValue == null) {
            columnValue = value -> text.apply(value);
        }
        return new Setting<>(this);
    }
}
