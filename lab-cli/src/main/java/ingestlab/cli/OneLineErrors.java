package ingestlab.cli;

import java.io.PrintWriter;
import picocli.CommandLine;

/**
 * Bad input gets one line naming the option, the bad value and what is allowed, and exit code 2; an unexpected
 * failure gets one line and exit code 1. Nothing else is printed, so no stack trace hides the message.
 */
final class OneLineErrors implements CommandLine.IParameterExceptionHandler, CommandLine.IExecutionExceptionHandler {
    static final int BAD_INPUT = 2;
    static final int FAILED = 1;

    @Override
    public int handleParseException(CommandLine.ParameterException ex, String[] args) {
        PrintWriter err = ex.getCommandLine().getErr();
        String hint = ex instanceof CommandLine.UnmatchedArgumentException
                ? " (see '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help' for the allowed options)"
                : "";
        err.println(ex.getCommandLine().getCommandSpec().qualifiedName() + ": " + ex.getMessage() + hint);
        err.flush();
        return BAD_INPUT;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine cli, CommandLine.ParseResult parseResult) {
        PrintWriter err = cli.getErr();
        String message = ex.getMessage() == null ? ex.getClass().getName() : ex.getMessage();
        err.println(cli.getCommandSpec().qualifiedName() + ": " + message);
        err.flush();
        return FAILED;
    }
}
