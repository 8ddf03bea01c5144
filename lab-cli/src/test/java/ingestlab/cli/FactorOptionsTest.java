package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.buffer.FlushMode;
import ingestlab.settings.Interval;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@code lab run}'s setting options against what a user and the README expect, stated here independently of the
 * declarations they are generated from: the option names, and the defaults that are Elasticsearch's out of the box.
 */
class FactorOptionsTest {
    /** Every setting option of {@code lab run}, in help order. */
    private static final List<String> OPTIONS = List.of("--dataset", "--mapping", "--mapping-file", "--ids",
            "--update-ratio", "--docs", "--shards", "--replicas", "--threads", "--write-threads", "--write-queue",
            "--shard-skew", "--bulk-size", "--flush-mode", "--selector", "--buffer", "--controller-interval",
            "--controller-dispatch",
            "--merge-policy", "--merge-threads", "--merge-count", "--codec", "--codec-level", "--refresh-interval",
            "--search-idle", "--search-rate", "--search-bench", "--search-bench-after-merge", "--search-queries",
            "--translog", "--translog-sync-interval", "--translog-flush-threshold", "--translog-flush-age",
            "--deterministic", "--seed", "--workload", "--bulk-mix", "--batch-docs",
            "--skip-bad", "--measure-fetch", "--crash-after", "--label", "--calibration-cost", "--floor-segment",
            "--max-merged-segment", "--merge-factor", "--segments-per-tier", "--max-merge-at-once",
            "--deletes-pct-allowed");
    /** The options of the run itself, which are not settings. */
    private static final List<String> RUN_OPTIONS = List.of("--help", "--version", "--trials", "--out", "--keep-index",
            "--quiet", "--work-dir", "--timeline", "--check-index");

    /** Elasticsearch 8.11+'s defaults, as its documentation gives them, and the lab's own where it has none. */
    private static final Map<String, String> DEFAULTS = new LinkedHashMap<>();

    static {
        DEFAULTS.put("--buffer", "10%"); // indices.memory.index_buffer_size
        DEFAULTS.put("--controller-interval", "5s"); // indices.memory.interval
        DEFAULTS.put("--controller-dispatch", "indexing-threads"); // pending writes on indexing threads since 8.11
        DEFAULTS.put("--flush-mode", "next-buffer"); // IndexWriter#flushNextBuffer since 8.11
        DEFAULTS.put("--selector", "round-robin"); // since 8.11
        DEFAULTS.put("--refresh-interval", "1s"); // index.refresh_interval
        DEFAULTS.put("--search-idle", "30s"); // index.search.idle.after
        DEFAULTS.put("--shards", "1"); // index.number_of_shards
        DEFAULTS.put("--write-queue", "10000"); // thread_pool.write.queue_size
        DEFAULTS.put("--merge-policy", "tiered");
        DEFAULTS.put("--translog-sync-interval", "5s"); // index.translog.sync_interval
        DEFAULTS.put("--translog-flush-threshold", "10gb"); // index.translog.flush_threshold_size
        DEFAULTS.put("--translog-flush-age", "1m"); // index.translog.flush_threshold_age
        DEFAULTS.put("--bulk-size", "1000");
        DEFAULTS.put("--threads", "8"); // Rally's bulk clients
        DEFAULTS.put("--dataset", "europarl");
        DEFAULTS.put("--seed", "42");
    }

    private static CommandLine.ParseResult parse(String... args) {
        return LabCommand.commandLine().parseArgs(args).subcommand();
    }

    private static CommandLine.Model.CommandSpec run() {
        return LabCommand.commandLine().getSubcommands().get("run").getCommandSpec();
    }

    @Test
    void runHasExactlyTheSettingOptionsUsersKnow() {
        // every option that is not the run's own: an option added, removed or renamed fails here
        List<String> settingOptions = run().options().stream().map(CommandLine.Model.OptionSpec::longestName)
                .filter(name -> !RUN_OPTIONS.contains(name)).toList();
        assertThat(settingOptions).containsExactlyElementsOf(OPTIONS);
    }

    @Test
    void defaultsAreElasticsearchsAndHelpShowsThem() {
        String help = LabCommand.commandLine().getSubcommands().get("run").getUsageMessage();
        DEFAULTS.forEach((option, value) -> {
            assertThat(run().findOption(option).defaultValue()).as(option).isEqualTo(value);
            assertThat(help).as("--help shows the default of " + option).containsPattern(
                    "(?s)" + java.util.regex.Pattern.quote(option) + "=.*?Default: " + java.util.regex.Pattern.quote(value));
        });
        assertThat(run().findOption("--deterministic").defaultValue()).as("a flag").isNull();
    }

    @Test
    void oldSpellingsAreAliases() {
        CommandLine.ParseResult old = parse("run", "--flush", "full", "--refresh", "2s");
        assertThat(old.<Object>matchedOptionValue("--flush-mode", null)).isEqualTo(FlushMode.FULL);
        assertThat(old.<Object>matchedOptionValue("--refresh-interval", null)).isEqualTo(Interval.parse("2s"));
    }
}
