package ingestlab.cli;

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

    static CommandLine.ParameterException parameter(CommandLine cli, String parameter, String detail) {
        return new CommandLine.ParameterException(cli, "Invalid value for parameter '" + parameter + "': " + detail);
    }
}
