package ingestlab.cli;

import ingestlab.catalog.LabSettings;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Setting;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;

/**
 * The command-line options of settings, each made from its declaration ({@link Setting}): name, older spellings,
 * value label, default and description. {@code lab run} parses values with the setting itself, so a bad one is
 * refused while parsing, with the option named; {@code lab sweep} takes text (a comma list is an axis) and parses each
 * value when it builds the configs.
 */
final class SettingOptions {
    private SettingOptions() {}

    /** One option per setting users give, for {@code lab run}. */
    static void addRunOptions(CommandLine.Model.CommandSpec command) {
        addRunOptions(command, LabSettings.options(), Map.of());
    }

    /** Options for {@code settings} only, with {@code defaults} in place of a setting's own where given. */
    static void addRunOptions(CommandLine.Model.CommandSpec command, List<Setting<?>> settings,
                              Map<Setting<?>, String> defaults) {
        for (Setting<?> setting : settings) {
            CommandLine.Model.OptionSpec.Builder option = builder(setting, setting.description());
            if (setting.isFlag()) {
                option.type(boolean.class).arity("0");
            } else {
                option.type(Object.class).paramLabel(setting.label())
                        .converters(Converters.wrap(text -> setting.parse(text, LabSettings.catalog())));
            }
            String defaultText = defaults.getOrDefault(setting, setting.defaultText());
            if (defaultText != null && !setting.isFlag()) {
                option.defaultValue(defaultText);
            } else {
                option.showDefaultValue(CommandLine.Help.Visibility.NEVER);
            }
            command.addOption(option.build());
        }
    }

    /**
     * One option per sweepable setting, for {@code lab sweep}: the same names as {@code lab run}'s, taking one value
     * or a comma list. No defaults: a setting not given keeps the spec's.
     */
    static void addSweepOptions(CommandLine.Model.CommandSpec command) {
        for (Setting<?> setting : LabSettings.options()) {
            if (!setting.isSweepable()) {
                continue;
            }
            CommandLine.Model.OptionSpec.Builder option = builder(setting, setting.description()
                    + (setting.isFlag() ? "" : " A comma list sweeps its values."))
                    .showDefaultValue(CommandLine.Help.Visibility.NEVER);
            if (setting.isFlag()) {
                option.type(boolean.class).arity("0");
            } else {
                option.type(String.class).paramLabel(setting.label() + "[,...]");
            }
            command.addOption(option.build());
        }
    }

    private static CommandLine.Model.OptionSpec.Builder builder(Setting<?> setting, String description) {
        return CommandLine.Model.OptionSpec.builder(setting.option(), setting.aliases().toArray(new String[0]))
                .description(description.replace("%", "%%"));
    }

    /** {@code builder} with every setting option given on {@code cli} set as given; a bad combination is refused. */
    static ExperimentSpec withSettingsGiven(CommandLine cli, ExperimentSpec.Builder builder) {
        CommandLine.ParseResult parsed = cli.getParseResult();
        for (Setting<?> setting : LabSettings.options()) {
            if (cli.getCommandSpec().findOption(setting.option()) != null && parsed.hasMatchedOption(setting.option())) {
                setGiven(builder, setting, parsed.matchedOptionValue(setting.option(), null));
            }
        }
        try {
            return builder.build();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(cli, e.getMessage());
        }
    }

    private static <T> void setGiven(ExperimentSpec.Builder builder, Setting<T> setting, Object value) {
        builder.set(setting, setting.cast(value));
    }
}
