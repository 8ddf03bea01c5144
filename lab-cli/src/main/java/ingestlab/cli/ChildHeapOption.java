package ingestlab.cli;

import ingestlab.settings.ByteSize;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --heap}: the {@code -Xmx}/{@code -Xms} of every JVM a command forks (lab sweep's trials, lab calibrate's
 * runs), recorded in each spec's heap so percentage buffers resolve against it.
 */
final class ChildHeapOption {
    private static final String OPTION = "--heap";
    /** The heap of PR #94607's runs; also every trial JVM's heap in {@code lab claims run}. */
    static final String DEFAULT = "1g";
    /** Below this a JVM running Lucene and the lab hardly starts; the 48 MB buffer floor alone would not fit. */
    private static final long MIN_BYTES = 64L << 20;

    @Option(names = OPTION, paramLabel = "SIZE", defaultValue = DEFAULT, description = "-Xmx and -Xms of every JVM this "
            + "command forks (at least 64mb); percentage buffers resolve against it.")
    String heap;

    long bytes(CommandLine cli) {
        long bytes = BadInput.checkOption(cli, OPTION, () -> ByteSize.parse(heap).bytes());
        if (bytes < MIN_BYTES) {
            throw BadInput.option(cli, OPTION, "'" + heap + "' is too small (at least 64mb)");
        }
        return bytes;
    }
}
