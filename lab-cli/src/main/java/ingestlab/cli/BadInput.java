package ingestlab.cli;

import ingestlab.sweep.BadSweepInput;
import ingestlab.util.IoErrors;
import ingestlab.util.WriterLock;
import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
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
     * A result file that cannot be opened for appending: another process writing it (its lock), the file system's
     * refusal in words (NIO's message is often just the path), the lab's own reason (a folder, other columns) as it is.
     */
    static CommandLine.ParameterException output(CommandLine cli, String option, Path path, Exception e) {
        if (e instanceof WriterLock.HeldElsewhere held) {
            return option(cli, option, "'" + held.path() + "' is being written by " + held.holder()
                    + "; wait for it to finish or choose another " + option);
        }
        String why = e instanceof FileSystemException fs ? "cannot be written (" + IoErrors.describe(fs) + ")"
                : e.getMessage();
        return option(cli, option, "'" + path + "': " + why);
    }

    /**
     * Refuses a folder the command could not write, before anything is written: it is made if missing, and a probe
     * file is created in it and deleted.
     */
    static void checkWritableFolder(CommandLine cli, String option, Path folder) {
        String why;
        try {
            Files.createDirectories(folder);
            Files.delete(Files.createTempFile(folder, "lab-probe-", ".tmp"));
            return;
        } catch (IOException e) {
            why = IoErrors.describe(e);
        } catch (RuntimeException e) {
            why = e.getMessage();
        }
        throw option(cli, option, "'" + folder + "' cannot be written (" + why + "); give a folder this user can "
                + "create and write");
    }

    /**
     * A sweep that cannot be expanded: its sweep file's fault names {@code --file}, a value's names its setting's option,
     * and a combination the spec refuses is said as it is.
     */
    static CommandLine.ParameterException sweep(CommandLine cli, BadSweepInput e) {
        return switch (e.source()) {
            case FILE -> option(cli, "--file", e.getMessage());
            case SETTING -> option(cli, e.setting().option(), e.getMessage());
            case SPEC -> new CommandLine.ParameterException(cli, e.getMessage());
        };
    }

    static CommandLine.ParameterException parameter(CommandLine cli, String parameter, String detail) {
        return new CommandLine.ParameterException(cli, "Invalid value for parameter '" + parameter + "': " + detail);
    }
}
