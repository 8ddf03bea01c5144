package ingestlab.settings;

import java.util.List;
import java.util.Optional;

/**
 * Every setting of the lab as one list, which a spec is resolved against: the settings in column order, a lookup by
 * any of their names, and the rules that tie them together. The catalog above the components implements it; this
 * package knows only the interface, so that it stays below the components that declare their settings with it.
 */
public interface SettingCatalog {
    /** Every setting, in column order. */
    List<Setting<?>> all();

    /** A setting by any of its names: key ({@code flush_mode}), option ({@code --flush-mode}) or an alias. */
    Optional<Setting<?>> find(String name);

    /**
     * Resolves and checks what {@code given} holds: every setting's value, and for a node of many indices each
     * index's own spec. IllegalArgumentException names the option, its value and the rule.
     */
    ExperimentSpec resolve(ExperimentSpec.Builder given);

    /** The settings users give as options, in column order. */
    default List<Setting<?>> options() {
        return all().stream().filter(Setting::isOption).toList();
    }
}
