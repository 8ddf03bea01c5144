package ingestlab.reference;

import ingestlab.results.ResultFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@code lab reference run} as far as {@code kill -9} can find it, for {@link CleanupWatchTest}: {@code
 * KilledRunProbe FILE} locks the result file as the command does (creating it empty), makes the temporary work folder
 * with a documents file, starts the {@link CleanupWatch}, prints the folder and sleeps until killed.
 */
public final class KilledRunProbe {
    private KilledRunProbe() {}

    public static void main(String[] args) throws Exception {
        ResultFiles results = ReferenceTrials.openResults(Path.of(args[0]));
        WorkFolder folder = WorkFolder.of(null);
        Files.writeString(folder.path().resolve("documents.ndjson"), "{}\n", StandardCharsets.UTF_8);
        CleanupWatch.start(results.resultsPath()); // like the files and the folder, held until the kill
        System.out.println(folder.path());
        System.out.flush();
        Thread.sleep(Long.MAX_VALUE);
    }

    /** Starts {@code KilledRunProbe file} in a fresh JVM on this test's class path. */
    static Process start(Path file) throws Exception {
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElseThrow(),
                "-cp", System.getProperty("java.class.path"), KilledRunProbe.class.getName(), file.toString()));
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    }
}
