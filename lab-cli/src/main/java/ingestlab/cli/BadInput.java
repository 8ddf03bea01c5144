package ingestlab.cli;

import picocli.CommandLine;

/** Bad input as picocli's one-line message: the option (or parameter), then the bad value and what is allowed. */
final class BadInput {
    private BadInput() {}

    static CommandLine.ParameterException option(CommandLine cli, String option, String detail) {
        return new CommandLine.ParameterException(cli, "Invalid value for option '" + option + "': " + detail);
    }

    static CommandLine.ParameterException parameter(CommandLine cli, String parameter, String detail) {
        return new CommandLine.ParameterException(cli, "Invalid value for parameter '" + parameter + "': " + detail);
    }
}
