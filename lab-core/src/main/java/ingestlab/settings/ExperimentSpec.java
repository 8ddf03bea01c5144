package ingestlab.settings;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What to run: an immutable, typed map holding a value for every setting of a {@link SettingCatalog}, resolved and
 * checked by it. Read a value with {@link #get(Setting)}. Two specs are equal when every setting has the same value
 * (as option text).
 */
public final class ExperimentSpec implements SettingValues {

    private final SettingCatalog catalog;
    private final Map<Setting<?>, Object> values;
    private final List<ExperimentSpec> indices;

    /**
     * A spec as its catalog resolved it.
     *
     * @param values every setting's value, in the catalog's order
     * @param indices for a node of many indices (a workload), each index's own spec in the workload's order;
     *     otherwise none
     */
    public ExperimentSpec(SettingCatalog catalog, Map<Setting<?>, Object> values, List<ExperimentSpec> indices) {
        this.catalog = catalog;
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        this.indices = List.copyOf(indices);
    }

    @Override
    public <T> T get(Setting<T> setting) {
        if (!values.containsKey(setting)) {
            throw new IllegalArgumentException("not a setting of this spec: " + setting);
        }
        return setting.cast(values.get(setting));
    }

    /** For a node of many indices, each index's own spec, in the workload's order; empty for a node of one. */
    public List<ExperimentSpec> indices() {
        return indices;
    }

    /** The settings whose value is not the one they take when not given, given that the others are as they are. */
    public List<Setting<?>> changed() {
        List<Setting<?>> changed = new ArrayList<>();
        for (Setting<?> setting : values.keySet()) {
            if (!setting.isDefaultIn(this)) {
                changed.add(setting);
            }
        }
        return changed;
    }

    /**
     * The options that give this spec back from the defaults ({@code --key value}, a flag alone), for a command a
     * reader can rerun; the JVM's heap is not an option and is left out.
     */
    public List<String> arguments() {
        List<String> arguments = new ArrayList<>();
        for (Setting<?> setting : changed()) {
            if (!setting.isOption()) {
                continue;
            }
            if (setting.isFlag()) {
                if (Boolean.TRUE.equals(get(setting))) {
                    arguments.add(setting.option());
                }
            } else {
                arguments.add(setting.option());
                arguments.add(setting.text(this));
            }
        }
        return arguments;
    }

    /** A builder holding, as given, the settings this spec changed: building it gives this spec back. */
    public Builder toBuilder() {
        Builder builder = new Builder(catalog);
        for (Setting<?> setting : changed()) {
            builder.put(setting, get(setting), true);
        }
        return builder;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ExperimentSpec spec && texts().equals(spec.texts());
    }

    @Override
    public int hashCode() {
        return texts().hashCode();
    }

    private Map<String, String> texts() {
        Map<String, String> texts = new LinkedHashMap<>();
        values.keySet().forEach(setting -> texts.put(setting.key(), setting.text(this)));
        return texts;
    }

    @Override
    public String toString() {
        return texts().toString();
    }

    /**
     * Collects settings, then resolves them: a setting not set takes its default, derived from the others where
     * declared so. A value given by a user ({@link #set}) is remembered as given, so that rules can refuse a
     * combination a user could not mean; a value read back from a spec's JSON is taken as resolved.
     */
    public static final class Builder {
        private final SettingCatalog catalog;
        private final Map<Setting<?>, Object> values = new LinkedHashMap<>();
        private final Set<Setting<?>> given = new HashSet<>();

        /** Nothing given yet: every setting of {@code catalog} at its default. */
        public Builder(SettingCatalog catalog) {
            this.catalog = catalog;
        }

        /** Sets a setting as a user gives it (an option, a sweep's value). */
        public <T> Builder set(Setting<T> setting, T value) {
            return put(setting, value, true);
        }

        /** {@link #set} for whole-number settings, so that {@code set(DOCS, 1000)} needs no {@code L}. */
        public Builder set(Setting<Long> setting, long value) {
            return put(setting, value, true);
        }

        /** Sets a setting from its option text, parsed by the setting; IllegalArgumentException says why not. */
        public Builder setText(Setting<?> setting, String text) {
            return put(setting, setting.parse(text, catalog), true);
        }

        /**
         * Sets the settings {@code arguments} give, as {@link ExperimentSpec#arguments()} writes them ({@code --key
         * value}, a flag alone), each as given; IllegalArgumentException names an unknown option or a bad value.
         */
        public Builder setArguments(List<String> arguments) {
            for (int i = 0; i < arguments.size(); i++) {
                String option = arguments.get(i);
                Setting<?> setting = catalog.find(option).filter(Setting::isOption)
                        .orElseThrow(() -> new IllegalArgumentException("'" + option + "' is not a setting's option"));
                if (setting.isFlag()) {
                    setText(setting, "true");
                } else if (i + 1 < arguments.size()) {
                    setText(setting, arguments.get(++i));
                } else {
                    throw new IllegalArgumentException(option + ": no value given");
                }
            }
            return this;
        }

        /** Takes a value that was already resolved (read back from a spec), not given by a user. */
        public Builder putResolved(Setting<?> setting, Object value) {
            return put(setting, value, false);
        }

        private Builder put(Setting<?> setting, Object value, boolean byUser) {
            values.put(setting, value);
            if (byUser) {
                given.add(setting);
            } else {
                given.remove(setting);
            }
            return this;
        }

        public boolean isGiven(Setting<?> setting) {
            return given.contains(setting);
        }

        public boolean has(Setting<?> setting) {
            return values.containsKey(setting);
        }

        public Object value(Setting<?> setting) {
            return values.get(setting);
        }

        /** Resolves and checks every setting; IllegalArgumentException names the option, its value and the rule. */
        public ExperimentSpec build() {
            return catalog.resolve(this);
        }
    }
}
