package ingestlab.settings;

import ingestlab.util.Named;
import ingestlab.util.NamedValues;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One setting of an experiment, declared once, in the spirit of Elasticsearch's {@code Setting<T>}
 * (server/src/main/java/org/elasticsearch/common/settings/Setting.java): its key and scope, how its value is parsed and
 * written back, its default (a constant, or derived from other settings), its bounds and what it means. The CLI
 * options, sweep keys, CSV columns, JSON of a spec, validation messages, config hash and the docs' generated tables all
 * come from here. Each component declares its own settings beside its code (as Elasticsearch's
 * {@code IndexingMemoryController} declares {@code indices.memory.*}); the catalog above them lists them in order.
 *
 * @param <T> the parsed value's type; a value may be null only for a setting declared {@link SettingBuilder#optional()}
 */
public final class Setting<T> implements Column {
    /** Computes a default from the values of other settings of the same spec. */
    @FunctionalInterface
    public interface DerivedDefault<T> {
        T from(SettingValues values);
    }

    /** A bound on a setting's value alone; {@code allowed} says what is allowed, as the error message does. */
    record Bound<T>(Predicate<T> holds, String allowed) {}

    private final String key;
    private final Scope scope;
    private final String label;
    private final BiFunction<String, SettingCatalog, T> parser;
    private final boolean parsedAgainstCatalog;
    private final Function<T, String> text;
    private final Function<T, Object> columnValue;
    private final String defaultText;
    private final DerivedDefault<T> derivedDefault;
    private final List<Bound<T>> bounds;
    private final String description;
    private final List<String> aliases;
    private final boolean optional;
    private final boolean option;
    private final boolean column;
    private final boolean sweepable;
    private final boolean hashedAtDefault;
    private final boolean everyIndex;
    private final BiFunction<String, Path, String> pathsIn;

    Setting(SettingBuilder<T> b) {
        this.key = b.key;
        this.scope = b.scope;
        this.label = b.label;
        this.parser = b.parser;
        this.parsedAgainstCatalog = b.parsedAgainstCatalog;
        this.text = b.text;
        this.columnValue = b.columnValue;
        this.defaultText = b.defaultText;
        this.derivedDefault = b.derivedDefault;
        this.bounds = List.copyOf(b.bounds);
        this.description = b.description;
        this.aliases = List.copyOf(b.aliases);
        this.optional = b.optional;
        this.option = b.option;
        this.column = b.column;
        this.sweepable = b.sweepable;
        this.hashedAtDefault = b.hashedAtDefault;
        this.everyIndex = b.everyIndex;
        this.pathsIn = b.pathsIn;
        if (defaultText == null && derivedDefault == null && !optional) {
            throw new IllegalStateException(key + ": a setting needs a default, a derived default, or optional()");
        }
    }

    /** Starts a declaration whose values are parsed by {@code parser}. */
    public static <T> SettingBuilder<T> of(String key, Scope scope, Function<String, T> parser) {
        return new SettingBuilder<>(key, scope, parser);
    }

    /**
     * Starts a declaration whose values name other settings (a workload's keys), so that {@code parser} checks them
     * against the catalog the spec is built with; the declaration needs no reference to that catalog, which sits above
     * the components that declare their settings.
     */
    public static <T> SettingBuilder<T> checkedAgainstCatalog(String key, Scope scope,
                                                              BiFunction<String, SettingCatalog, T> parser) {
        return new SettingBuilder<>(key, scope, parser, true);
    }

    /** Starts a declaration whose values are the constants of a {@link Named} enum. */
    public static <E extends Enum<E> & Named> SettingBuilder<E> named(String key, Scope scope, Class<E> type) {
        return new SettingBuilder<E>(key, scope, value -> NamedValues.parse(type, value)).text(Named::cliName);
    }

    /** The snake-case key: the CSV column, the sweep and JSON key. */
    public String key() {
        return key;
    }

    @Override
    public String column() {
        return key;
    }

    public Scope scope() {
        return scope;
    }

    /**
     * The command-line option: the key in kebab case, without a duration's {@code _ms} (the value carries its unit).
     */
    public String option() {
        return "--" + key.replaceFirst("_ms$", "").replace('_', '-');
    }

    /** Other option names accepted (older spellings). */
    public List<String> aliases() {
        return aliases;
    }

    /** What the option's value is, as {@code --help} shows it; null for a flag. */
    public String label() {
        return label;
    }

    /** Whether the setting may have no value. */
    public boolean isOptional() {
        return optional;
    }

    public boolean isFlag() {
        return label == null;
    }

    @Override
    public String description() {
        return description;
    }

    /** The default as option text, or null when it is derived from other settings (the description says how). */
    public String defaultText() {
        return defaultText;
    }

    /** Whether users give it as an option (a run switch or a factor). */
    public boolean isOption() {
        return option;
    }

    /** Whether it is a column of a result row. */
    public boolean isColumn() {
        return column;
    }

    /** Whether a sweep may vary it or fix it in its base. */
    public boolean isSweepable() {
        return option && sweepable;
    }

    /**
     * Whether, given to a node with a workload, it is given to every index ({@link SettingBuilder#appliesToEveryIndex});
     * other index settings are given per index in the workload.
     */
    public boolean appliesToEveryIndex() {
        return everyIndex;
    }

    @Override
    public boolean hashedAtDefault() {
        return hashedAtDefault;
    }

    /** Parses an option value; IllegalArgumentException says why it is not one. */
    public T parse(String value) {
        if (parsedAgainstCatalog) {
            throw new IllegalStateException(key + " is parsed against a catalog: use parse(value, catalog)");
        }
        return parse(value, null);
    }

    /** Parses an option value, checking any settings it names against {@code catalog}. */
    public T parse(String value, SettingCatalog catalog) {
        if (optional && (value == null || value.isEmpty())) {
            return null;
        }
        return parser.apply(value, catalog);
    }

    /** The value as option text, which {@link #parse} reads back to an equal value; empty for no value. */
    public String text(T value) {
        return value == null ? "" : text.apply(value);
    }

    /** The value of this setting in {@code spec} as option text. */
    public String text(ExperimentSpec spec) {
        return text(spec.get(this));
    }

    /**
     * The column's value: the setting's own, or for an index setting of a node with a workload what its indices have
     * ({@link #acrossIndices}).
     */
    @Override
    public String value(ExperimentSpec spec) {
        if (scope == Scope.INDEX && !spec.indices().isEmpty()) {
            return acrossIndices(spec);
        }
        return ownValue(spec);
    }

    private String ownValue(ExperimentSpec spec) {
        T value = spec.get(this);
        return value == null ? "" : String.valueOf(columnValue.apply(value));
    }

    /**
     * The node row of a workload describes its indices: their common value, or {@link Column#MIXED} when they
     * differ (each index's own value is in the per-index file). An index spec holds no workload, so this ends there.
     */
    private String acrossIndices(ExperimentSpec spec) {
        List<String> values = spec.indices().stream().map(this::ownValue).distinct().toList();
        return values.size() == 1 ? values.get(0) : MIXED;
    }

    /** Whether the column's value in {@code spec} is what it would be had the setting not been given. */
    @Override
    public boolean isDefaultIn(ExperimentSpec spec) {
        return Objects.equals(text(spec.get(this)), text(defaultIn(spec)));
    }

    /** The value this setting takes when it is not given, with the other settings at {@code values}. */
    public T defaultIn(SettingValues values) {
        if (derivedDefault != null) {
            return derivedDefault.from(values);
        }
        return defaultText == null ? null : parser.apply(defaultText, null);
    }

    /** Checks the bounds; the message names the option, the value and what is allowed. */
    public void check(T value) {
        if (value == null) {
            return;
        }
        for (Bound<T> bound : bounds) {
            if (!bound.holds().test(value)) {
                throw invalid(value, bound.allowed());
            }
        }
    }

    /** A message that names the option, the bad value and what is allowed. */
    public IllegalArgumentException invalid(Object value, String why) {
        return new IllegalArgumentException(option() + ": '" + value + "' " + why);
    }

    /**
     * The value's text with a file path in it that was given relative resolved against {@code folder} (a mapping
     * file, the corpus of {@code linedocs:PATH}), so that it means the same from any folder; other text as it is.
     */
    public String resolvePaths(String text, Path folder) {
        return text == null || text.isEmpty() ? text : pathsIn.apply(text, folder);
    }

    /** A value this setting's parser returned (or one of its type), typed. */
    @SuppressWarnings("unchecked") // values are stored under their own setting, checked by its parser or type
    public T cast(Object value) {
        return (T) value;
    }

    @Override
    public String toString() {
        return key;
    }
}
