package ingestlab.cli;

import java.io.PrintWriter;
import java.util.List;
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
        String hint = "";
        if (ex instanceof CommandLine.UnmatchedArgumentException unmatched) {
            // picocli's own "did you mean" candidates, kept on the one line
            List<String> suggestions = unmatched.isUnknownOption() ? unmatched.getSuggestions()
                    : similar(unmatched.getUnmatched(), ex.getCommandLine().getSubcommands().keySet());
            if (suggestions.isEmpty() && unmatched.isUnknownOption()) {
                // picocli suggests nothing for an option typed after a positional parameter (compare A B --tset)
                suggestions = similar(unmatched.getUnmatched(), ex.getCommandLine().getCommandSpec().optionsMap().keySet());
            }
            hint = (suggestions.isEmpty() ? "" : " (did you mean " + String.join(" or ", suggestions) + "?)")
                    + " (see '" + ex.getCommandLine().getCommandSpec().qualifiedName() + " --help' for the allowed "
                    + (unmatched.isUnknownOption() ? "options)" : "commands and options)");
        }
        err.println(ex.getCommandLine().getCommandSpec().qualifiedName() + ": " + ex.getMessage() + hint);
        err.flush();
        return BAD_INPUT;
    }

    /** Names one or two edits away from the first unmatched word ({@code rn} → {@code run}). */
    private static List<String> similar(List<String> unmatched, java.util.Collection<String> names) {
        if (unmatched.isEmpty()) {
            return List.of();
        }
        String typed = unmatched.get(0);
        return names.stream().filter(name -> edits(typed, name) <= 2).sorted().toList();
    }

    /** Levenshtein distance, for the handful of short command names. */
    private static int edits(String a, String b) {
        int[] previous = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            int[] current = new int[b.length() + 1];
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
            }
            previous = current;
        }
        return previous[b.length()];
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
