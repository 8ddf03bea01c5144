package ingestlab.sweep;

import ingestlab.workload.WorkloadSettings;
import ingestlab.buffer.ControllerSettings;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.NodeProcessors;
import ingestlab.catalog.LabSettings;
import ingestlab.settings.Setting;
import ingestlab.workload.WorkloadDefinition;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * A sweep's configs: the sweep file's grid (factor names checked, dotted index keys normalised), plus the settings
 * given beside it (a comma list is an axis), each value parsed by its own setting, at the given heap. Bad input throws
 * {@link BadSweepInput} before anything runs; {@code lab sweep} and the claims runner expand sweeps only here, so a
 * sweep file's config hashes are the same whoever runs it.
 *
 * @param grid what the sweep varies, with the settings' own keys
 * @param configs every config of the grid, in its order
 */
public record SweepConfigs(SweepGrid grid, List<SweepConfig> configs) {
    public SweepConfigs {
        configs = List.copyOf(configs);
    }

    /**
     * @param file the sweep file, or null for settings alone
     * @param given settings given beside the file, by setting, as typed (a comma list for several values; a flag's
     *     text is {@code true}), in the order given
     * @param heapBytes the heap of every trial's JVM, recorded in each spec
     */
    public static SweepConfigs expand(Path file, Map<Setting<?>, String> given, long heapBytes) {
        return expand(file, given, heapBytes, null);
    }

    /**
     * {@link #expand(Path, Map, long)} for trials that will run on {@code processors} CPUs (pinned, or a duet's
     * half; null: this JVM's): the settings sized from the CPU count resolve for those ({@link NodeProcessors}).
     */
    public static SweepConfigs expand(Path file, Map<Setting<?>, String> given, long heapBytes, Integer processors) {
        SweepGrid grid = grid(file, given);
        return new SweepConfigs(grid, configs(file, grid, heapBytes, processors));
    }

    /**
     * What a sweep file says of how its trials run ({@code mode:}, {@code cpus:}), read before its configs are
     * expanded, since the CPUs a trial will have size its settings; a grid of nothing without a file.
     */
    public static SweepGrid placementOf(Path file) {
        return file == null ? new SweepGrid(Map.of(), Map.of(), List.of()) : grid(file, Map.of());
    }

    /** The grid's axes that take more than one value. */
    public Set<String> axes() {
        return grid.axes();
    }

    /** The sweepable settings' keys, for a message that lists what is allowed. */
    public static String allowedKeys() {
        return LabSettings.options().stream().filter(Setting::isSweepable).map(Setting::key)
                .collect(Collectors.joining(", "));
    }

    private static SweepGrid grid(Path file, Map<Setting<?>, String> given) {
        SweepGrid fromFile;
        try {
            fromFile = file != null ? SweepFile.read(file) : new SweepGrid(Map.of(), Map.of(), List.of());
        } catch (IllegalArgumentException | IOException e) {
            throw BadSweepInput.inFile(e.getMessage());
        }
        Map<String, String> base = new LinkedHashMap<>();
        fromFile.base().forEach((name, value) -> base.put(column(file, name), value));
        Map<String, List<String>> axes = new LinkedHashMap<>();
        fromFile.grid().forEach((name, values) -> axes.put(column(file, name), values));
        List<SweepGrid.Named> named = new ArrayList<>();
        for (SweepGrid.Named config : fromFile.configs()) {
            Map<String, String> settings = new LinkedHashMap<>();
            config.settings().forEach((name, value) -> settings.put(column(file, name), value));
            named.add(new SweepGrid.Named(config.name(), settings));
        }
        given.forEach((factor, text) -> {
            List<String> values = Arrays.stream(text.split(",")).map(String::trim).toList();
            if (values.stream().anyMatch(String::isEmpty)) {
                throw BadSweepInput.inSetting(factor, "'" + text + "' has an empty item (give values separated by "
                        + "commas)");
            }
            if (values.size() == 1) {
                base.put(factor.key(), values.get(0));
            } else {
                axes.put(factor.key(), values);
            }
        });
        return new SweepGrid(base, axes, named, fromFile.mode(), fromFile.cpus());
    }

    /**
     * A sweep file's factor name as its column, or a dotted index key ({@code indices.k8.refresh_interval}) with its
     * setting's own key; an unknown name stops the sweep before anything runs.
     */
    private static String column(Path file, String name) {
        if (IndexSettingKeys.isOne(name)) {
            return inFile(() -> IndexSettingKeys.normalize(name));
        }
        return LabSettings.find(name).filter(Setting::isSweepable).map(Setting::key)
                .orElseThrow(() -> BadSweepInput.inFile("unknown factor '" + name + "' in " + file + " (allowed: "
                        + allowedKeys() + ")"));
    }

    /** Every config's spec, each value parsed by its factor: a bad one stops the sweep before anything runs. */
    private static List<SweepConfig> configs(Path file, SweepGrid grid, long heapBytes, Integer processors) {
        List<SweepConfig> configs = new ArrayList<>();
        for (SweepGrid.Named named : grid.expand()) {
            Map<String, String> settings = new LinkedHashMap<>();
            ExperimentSpec.Builder builder = LabSettings.defaults().set(ControllerSettings.HEAP_BYTES, heapBytes);
            if (processors != null) {
                builder.set(NodeProcessors.PROCESSORS, processors);
            }
            Map<String, String> indexSettings = new LinkedHashMap<>();
            for (Map.Entry<String, String> setting : named.settings().entrySet()) {
                if (IndexSettingKeys.isOne(setting.getKey())) {
                    indexSettings.put(setting.getKey(), setting.getValue());
                    settings.put(setting.getKey(), setting.getValue());
                    continue;
                }
                Setting<?> factor = LabSettings.find(setting.getKey()).orElseThrow();
                try {
                    builder.setText(factor, setting.getValue());
                } catch (IllegalArgumentException e) {
                    throw BadSweepInput.inSetting(factor, e.getMessage());
                }
                settings.put(factor.key(), setting.getValue());
            }
            if (!indexSettings.isEmpty()) {
                builder.set(WorkloadSettings.WORKLOAD, withIndexSettings(file, named, indexSettings));
            }
            try {
                configs.add(new SweepConfig(named.name(), settings, builder.build()));
            } catch (IllegalArgumentException e) {
                throw BadSweepInput.inSpec(e.getMessage() + (named.name().isEmpty() ? "" : " (config " + named.name()
                        + ")"));
            }
        }
        return configs;
    }

    /** The config's workload with its dotted index keys applied: a workload of its own, with its own hash. */
    private static WorkloadDefinition withIndexSettings(Path file, SweepGrid.Named named,
                                                        Map<String, String> indexSettings) {
        String workload = named.settings().get(WorkloadSettings.WORKLOAD.key());
        if (workload == null) {
            throw BadSweepInput.inFile("'" + indexSettings.keySet().iterator().next() + "' changes an index of the "
                    + "workload, but " + file + " gives no workload (add workload: NAME|FILE to base:)");
        }
        return inFile(() -> IndexSettingKeys.apply(WorkloadDefinition.resolve(workload, LabSettings.catalog()), indexSettings));
    }

    /** What {@code check} gives, or its refusal as the sweep file's. */
    private static <T> T inFile(Supplier<T> check) {
        try {
            return check.get();
        } catch (IllegalArgumentException e) {
            throw BadSweepInput.inFile(e.getMessage());
        }
    }
}
