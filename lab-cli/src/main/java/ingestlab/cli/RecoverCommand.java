package ingestlab.cli;

import ingestlab.experiment.Recovery;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code lab recover}: recovers the node a {@code lab run --keep-index} left, every index of it, from its commits and
 * translogs.
 */
@Command(name = "recover", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Recover the index (or, with --workload, every index) that lab run --keep-index left, typically after "
                    + "--crash-after: each shard opens its last commit and replays its translog, as Elasticsearch's "
                    + "store recovery does.",
            "Prints recovery_time_s, ops_replayed and the documents recovered; exits 1 if fewer documents than the "
                    + "translog durability guaranteed were recovered, or a translog is corrupted."})
final class RecoverCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @Option(names = "--work-dir", paramLabel = "DIR", required = true, description = "The --work-dir of the run (or "
            + "one of its trial folders); the newest trial folder with a kept index is recovered.")
    Path workDir;

    @Override
    public Integer call() throws IOException {
        Path directory = BadInput.checkOption(commandSpec.commandLine(), "--work-dir", () -> {
            try {
                return Recovery.locate(workDir);
            } catch (IOException e) {
                throw new IllegalArgumentException("'" + workDir + "': " + e.getMessage());
            }
        });
        Recovery.Result result = Recovery.recover(directory);
        PrintWriter out = commandSpec.commandLine().getOut();
        out.printf("Recovered %s (%s%d shard%s)%n", result.directory(),
                result.indices() == 1 ? "" : result.indices() + " indices, ", result.shards(),
                result.shards() == 1 ? "" : "s");
        out.printf(Locale.ROOT, "  recovery_time_s  %.3f%n", result.seconds());
        out.printf("  ops_replayed     %d%n", result.opsReplayed());
        if (result.tornBytes() > 0) {
            out.printf("  torn_bytes       %d (a torn last operation, never durable, dropped)%n", result.tornBytes());
        }
        out.printf("  docs             %d%n", result.docs());
        result.acknowledged().ifPresent(acked -> out.printf("  acknowledged     %d before the crash, %d of them "
                + "guaranteed durable%n", acked, result.durable().orElse(0L)));
        out.flush();
        if (!result.keptGuarantee()) {
            PrintWriter err = commandSpec.commandLine().getErr();
            err.printf("lab recover: %d documents recovered, fewer than the %d guaranteed durable%n", result.docs(),
                    result.durable().orElse(0L));
            err.flush();
            return OneLineErrors.FAILED;
        }
        return 0;
    }
}
