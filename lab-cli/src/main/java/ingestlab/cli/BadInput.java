package ingestlab.cli;

import ingestlab.util.IoErrors;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.function.Supplier;
import picocli.CommandLine;

/** Bad input as picocli's one-line message: the option (or parameter), then the bad value and what is allowed. */
final class BadInput {
    private BadInput() {}

    static CommandLine.ParameterException option(CommandLine cli, String option, String detail) {
        return new CommandLine.ParameterException(cli, "Invalid value for option '" + option + "': " + detail);
    }

    /** The value {@code check} returns, or its {@link IllegalArgumentException} as bad input for {@code option}. */
    static <T> T checkOption(CommandLine cli, String option, Supplier<T> check) {
        try {
            return check.get();
        } catch (IllegalArgumentException e) {
            throw option(cli, option, e.getMessage());
        }
    }

    /**
     * A result file that cannot be opened for appending: the file system's refusal in words (NIO's message is often
     * just the path), the lab's own reason (a folder, other columns) as it is.
     */
    static CommandLine.ParameterException output(CommandLine cli, String option, Path path, Exception e) {
        String why = e instanceof FileSystemException fs ? "cannot be written (" + IoErrors.describe(fs) + ")"
                : e.getMessage();
        return option(cli, option, "'" + path + "': " + why);
    }

    static CommandLine.ParameterException parameter(CommandLine cli, String parameter, String detail) {
        return new CommandLine.ParameterException(cli, "Invalid value for parameter '" + parameter + "': " + detail);
    }
}
