package ingestlab.cli;

import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --out FILE}: the file a command writes its rows to, locked while it runs. Each command says what goes there
 * in its own words: {@code lab.<command>.out} in {@code options.properties}.
 */
final class OutputFileOption {
    static final String OPTION = "--out";

    @Option(names = OPTION, paramLabel = "FILE", descriptionKey = "out")
    Path file;

    /** The file given, or {@code relative} in the lab's folder. */
    Path orDefault(String relative) {
        return file != null ? file : LabHome.path().resolve(relative);
    }

    /** {@code path} cannot be written (another writer's lock, the file system, the lab's reason), as bad input. */
    static CommandLine.ParameterException refused(CommandLine cli, Path path, Exception reason) {
        return BadInput.output(cli, OPTION, path, reason);
    }
}
