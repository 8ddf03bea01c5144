package ingestlab.cli;

import ingestlab.report.EngineRounds;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code lab reference combine --out FILE ROUND=CSV...}: gathers single-trial result files of the lab and of the
 * reference engines, run in paired rounds (reports/fidelity-engine/run.sh), into one file {@code lab compare --paired}
 * pairs by round ({@link EngineRounds}). The file is written whole, or not at all.
 */
@Command(name = "combine", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Gather result files of paired rounds (lab run and lab reference run, one trial each) into one "
                + "file: each row's trial becomes its round, and the lab's own rows get engine=lab.",
            "Then: lab compare FILE --paired --baseline engine=es-8.11.4 --contender engine=lab,flush_mode=next-buffer"})
final class ReferenceCombineCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "The combined CSV (replaced whole).")
    Path out;

    @Parameters(paramLabel = "ROUND=CSV", arity = "1..*", description = "A result file of one trial and its round "
            + "(1 or more).")
    List<String> inputs;

    @Override
    public Integer call() throws IOException {
        CommandLine cli = commandSpec.commandLine();
        List<EngineRounds.Input> rounds = new ArrayList<>();
        for (String input : inputs) {
            try {
                rounds.add(parse(input));
            } catch (IllegalArgumentException e) {
                throw BadInput.parameter(cli, "ROUND=CSV", e.getMessage());
            }
        }
        String csv;
        try {
            csv = EngineRounds.combine(rounds);
        } catch (IllegalArgumentException e) {
            throw BadInput.parameter(cli, "ROUND=CSV", e.getMessage());
        }
        Path folder = out.toAbsolutePath().getParent();
        BadInput.checkWritableFolder(cli, "--out", folder);
        Path temporary = Files.createTempFile(folder, ".combine-", ".csv");
        try {
            Files.writeString(temporary, csv, StandardCharsets.UTF_8);
            Files.move(temporary, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temporary);
        }
        cli.getOut().printf("%d round file%s combined into %s%n", rounds.size(), rounds.size() == 1 ? "" : "s", out);
        cli.getOut().flush();
        return 0;
    }

    private static EngineRounds.Input parse(String text) {
        int eq = text.indexOf('=');
        String round = eq < 0 ? "" : text.substring(0, eq);
        if (!round.matches("[1-9][0-9]{0,5}")) {
            throw new IllegalArgumentException("'" + text + "' is not ROUND=CSV (a round of 1 or more, then a result "
                    + "file)");
        }
        return new EngineRounds.Input(Integer.parseInt(round), Path.of(text.substring(eq + 1)));
    }
}
