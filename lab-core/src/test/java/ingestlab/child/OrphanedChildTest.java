package ingestlab.child;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.catalog.LabSettings;
import ingestlab.data.DataSettings;
import ingestlab.fork.ForkLines;
import ingestlab.fork.ForkRequest;
import ingestlab.load.ClientSettings;
import ingestlab.results.TrialRun;
import ingestlab.settings.ExperimentSpec;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A forked child whose parent is killed (kill -9 of a sweep) halts instead of running on unrecorded. */
class OrphanedChildTest {
    @TempDir
    Path dir;

    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void aChildWhoseParentIsKilledHalts() throws Exception {
        ExperimentSpec spec = LabSettings.defaults().setText(DataSettings.DATASET, "http_logs")
                .set(ClientSettings.DOCS, 50_000_000).build();
        Path work = dir.resolve("work");
        Path request = Files.writeString(dir.resolve("request.json"), ForkLines.write(ForkRequest.of(
                ForkRequest.Work.TRIAL, spec, new TrialRun("r", 1, false, 1), work, 0, false, false, false)) + "\n",
                StandardCharsets.UTF_8);
        // The parent is a shell that starts the child in the background, says its pid, and waits for it.
        String child = ChildMain.command().stream().map(arg -> "'" + arg + "'").collect(Collectors.joining(" "));
        Process parent = new ProcessBuilder(List.of("sh", "-c", child + " < '" + request + "' > /dev/null & echo $!; wait"))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        long pid;
        try {
            pid = Long.parseLong(parent.inputReader(StandardCharsets.UTF_8).readLine().trim());
            while (!running(work)) {
                assertThat(ProcessHandle.of(pid)).as("the child runs its trial").isPresent();
                Thread.sleep(50);
            }
        } finally {
            parent.destroyForcibly().waitFor();
        }
        ProcessHandle orphan = ProcessHandle.of(pid).orElse(null);
        if (orphan != null) {
            orphan.onExit().get(2, TimeUnit.MINUTES); // halts: a child that ran on would time this test out
        }
        assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).isNotEqualTo(java.util.Optional.of(true));
    }

    private static boolean running(Path work) throws Exception {
        if (!Files.isDirectory(work)) {
            return false;
        }
        try (var trials = Files.list(work)) {
            return trials.findAny().isPresent();
        }
    }
}
