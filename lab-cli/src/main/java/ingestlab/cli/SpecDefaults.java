package ingestlab.cli;

import ingestlab.spec.ExperimentSpec;
import java.util.Map;
import picocli.CommandLine;

/**
 * Shows and applies the spec's own defaults, so {@code --help} and the run agree with {@link ExperimentSpec.Builder}
 * and no default is written twice.
 */
final class SpecDefaults implements CommandLine.IDefaultValueProvider {
    private final Map<String, String> defaults;

    SpecDefaults() {
        ExperimentSpec d = ExperimentSpec.defaults().build();
        defaults = Map.ofEntries(
                Map.entry("--dataset", d.dataset().name()),
                Map.entry("--mapping", d.mapping().cliName()),
                Map.entry("--ids", d.ids().cliName()),
                Map.entry("--update-ratio", Double.toString(d.updateRatio())),
                Map.entry("--docs", Long.toString(d.docs())),
                Map.entry("--shards", Integer.toString(d.shards())),
                Map.entry("--threads", Integer.toString(d.threads())),
                Map.entry("--write-threads", Integer.toString(d.writeThreads())),
                Map.entry("--write-queue", Integer.toString(d.writeQueue())),
                Map.entry("--shard-skew", Double.toString(d.shardSkew())),
                Map.entry("--bulk-size", Integer.toString(d.bulkSize())),
                Map.entry("--flush", d.flushMode().cliName()),
                Map.entry("--selector", d.selector().cliName()),
                Map.entry("--buffer", d.buffer().toString()),
                Map.entry("--controller-interval", d.controllerInterval().toString()),
                Map.entry("--merge-policy", d.mergePolicy().cliName()),
                Map.entry("--merge-threads", Integer.toString(d.mergeThreads())),
                Map.entry("--codec", d.codec().cliName()),
                Map.entry("--refresh", d.refresh().toString()),
                Map.entry("--search-idle", d.searchIdle().toString()),
                Map.entry("--seed", Long.toString(d.seed())));
    }

    @Override
    public String defaultValue(CommandLine.Model.ArgSpec argSpec) {
        if (argSpec instanceof CommandLine.Model.OptionSpec option) {
            return defaults.get(option.longestName());
        }
        return null;
    }
}
