package ingestlab.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import ingestlab.calibrate.BareIndexer;
import ingestlab.experiment.ExperimentRunner;
import ingestlab.settings.ExperimentSpec;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code lab calibrate-bare} (hidden): calibration's bare IndexWriter loop, in the JVM {@code lab calibrate} forked for
 * it. Takes {@code lab run}'s factor options, so its spec is built exactly as a lab run's; runs once per turn its parent
 * gives it on stdin ({@link Lockstep}), and prints each timed run's result as one JSON line.
 */
@Command(name = "calibrate-bare", hidden = true, description = "One run of lab calibrate's bare IndexWriter loop.")
final class BareTrialCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @Option(names = "--work-dir", paramLabel = "DIR")
    Path workDir;

    @CommandLine.Mixin
    ForkedHeap forkedHeap;

    @Override
    public Integer call() throws IOException, InterruptedException {
        ExperimentSpec spec = SettingOptions.withSettingsGiven(commandSpec.commandLine(),
                forkedHeap.applyTo(ExperimentSpec.defaults()));
        Path root = workDir != null ? Files.createDirectories(workDir) : null;
        ObjectMapper json = new ObjectMapper();
        PrintWriter out = commandSpec.commandLine().getOut();
        Lockstep.follow(System.in, out, turn -> {
            BareIndexer.Result result = runOnce(spec, root);
            if (turn == Lockstep.Turn.TIMED) {
                out.println(json.writeValueAsString(result));
            }
        });
        return 0;
    }

    /** One run of the loop into a fresh index, deleted afterwards. */
    private static BareIndexer.Result runOnce(ExperimentSpec spec, Path root) throws IOException, InterruptedException {
        Path directory = root != null ? Files.createTempDirectory(root, "bare-")
                : Files.createTempDirectory("ingest-lab-bare-");
        try {
            return BareIndexer.run(spec, directory);
        } finally {
            ExperimentRunner.deleteTree(directory);
        }
    }
}
