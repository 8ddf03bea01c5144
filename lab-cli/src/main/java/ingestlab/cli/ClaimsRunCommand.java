package ingestlab.cli;

import ingestlab.claims.Claim;
import ingestlab.claims.ClaimByClaim;
import ingestlab.claims.ClaimRegistry;
import ingestlab.claims.ClaimRunner;
import ingestlab.claims.SuiteRun;
import ingestlab.fork.CannotPin;
import ingestlab.load.ClientSettings;
import ingestlab.settings.ByteSize;
import ingestlab.sweep.BadSweepInput;
import ingestlab.sweep.SweepOutput;
import ingestlab.sweep.SweepPlan;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code lab claims run}: registry v3's suite in blocks ({@link SuiteRun}), or, before v3, each claim's sweep in turn
 * ({@link ClaimByClaim}); rows to each claim's CSV beside the registry. What runs is lab-core's; this class reads the
 * options and prints.
 */
@Command(name = "run", mixinStandardHelpOptions = true, description = "Run claims (one forked JVM a trial): registry "
        + "v3 as blocks (at most a round of every claim, one of fewer rounds spread evenly, and an A/A control pair, "
        + "in a seeded shuffled order, "
        + "until its trial-time budget is spent); before v3, each claim's sweep in turn. Rows go to <id>.csv beside "
        + "the registry.")
final class ClaimsRunCommand implements Callable<Integer> {
    /** Tiny sizes for --quick: enough rows for an effect, nothing for a verdict. */
    static final int QUICK_DOCS = 3000;
    static final int QUICK_ROUNDS = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "ID", arity = "0..*", description = "Claim ids (see lab claims list).")
    List<String> ids = new ArrayList<>();

    @Option(names = "--all", description = "Every claim.")
    boolean all;

    @CommandLine.Mixin
    ResumeOptions resumeOptions;

    @Option(names = "--registry", paramLabel = "FILE", description = "Run this registry instead of the lab's "
            + "current one: a draft's pilot blocks, which size its rounds before it is registered; needs --into.")
    Path registryFile;

    @Option(names = "--into", paramLabel = "DIR", description = "Where the rows go, with --registry (default: beside "
            + "the current registry). A draft's pilot rows go to a folder of their own, so that the registry's folder "
            + "holds only rows recorded after its registration.")
    Path into;

    @Option(names = "--quick", description = "Check the pipeline: one claim (the first given, else "
            + "doc-size, two configs) at " + QUICK_DOCS + " docs and " + QUICK_ROUNDS + " rounds, into a temp folder.")
    boolean quick;

    @Override
    public Integer call() throws IOException, InterruptedException {
        CommandLine cli = spec.commandLine();
        if ((registryFile == null) != (into == null)) {
            throw BadInput.option(cli, registryFile == null ? "--into" : "--registry", "'" + (registryFile == null
                    ? into : registryFile) + "' given alone: a draft registry's pilot blocks need both --registry "
                    + "FILE and --into DIR");
        }
        ClaimRegistry registry = registryFile == null ? ClaimsCommand.registry(cli) : pilot(cli);
        List<Claim> claims = selected(cli, registry);
        SweepPlan.Slice slice = resumeOptions.slice(cli);
        boolean blocks = registry.version() >= 3 && !quick;
        if (blocks && !ids.isEmpty()) {
            throw BadInput.option(cli, "ID", "'" + String.join(" ", ids) + "' is not allowed with registry v3, whose "
                    + "suite runs every claim and its control in the same blocks (give --all; --resume goes on)");
        }
        if (blocks && slice != null) {
            throw BadInput.option(cli, "--partition", "'" + slice + "' is not allowed with registry v3, whose suite "
                    + "runs in blocks that a slice would split (run it whole; --resume goes on)");
        }
        Path folder = quick ? Files.createTempDirectory("lab-claims-quick") : into != null ? into
                : registry.folder();
        long heapBytes = ByteSize.parse(ChildHeapOption.DEFAULT).bytes();
        ClaimRunner.Options options = new ClaimRunner.Options(LabHome.path(), folder,
                quick ? Map.of(ClientSettings.DOCS, Integer.toString(QUICK_DOCS)) : Map.of(), resumeOptions.resume,
                slice, heapBytes, ChildJvm.command(heapBytes, List.of()),
                Path.of(System.getProperty("java.io.tmpdir"), "ingest-lab-sweep"));
        if (!blocks) {
            Files.createDirectories(folder);
            ClaimsConsole console = new ClaimsConsole(cli, registry.rules(), resumeOptions.resume, slice,
                    quick ? QUICK_DOCS : 0);
            ClaimByClaim.run(registry, claims, new ClaimRunner(options), folder, quick ? QUICK_ROUNDS : 0, console);
            cli.getOut().flush();
            return console.worst();
        }
        if (!resumeOptions.resume) {
            List<Path> held = SuiteRun.filesWithRows(registry, claims, folder);
            if (!held.isEmpty()) {
                throw BadInput.option(cli, "--resume", "not given, but " + held.get(0) + (held.size() > 1 ? " and "
                        + (held.size() - 1) + " more claim files" : "") + " already hold rows of this suite: give "
                        + "--resume to go on (a run without it would run every block again beside them)");
            }
        }
        Files.createDirectories(folder);
        SuiteConsole console = new SuiteConsole(cli);
        try {
            SuiteRun.run(registry, claims, options, console);
        } catch (BadSweepInput e) {
            throw BadInput.sweep(cli, e);
        } catch (SweepOutput.Refused e) {
            throw OutputFileOption.refused(cli, e.path(), e.reason());
        } catch (CannotPin e) {
            throw BadInput.option(cli, "ID", "a claim of the suite is pinned or runs as a duet, and " + e.getMessage());
        }
        cli.getOut().flush();
        return console.worst();
    }

    /** The draft registry {@code --registry} names, read; {@code --into} a folder (or none yet) apart from the suite's. */
    private ClaimRegistry pilot(CommandLine cli) {
        ClaimRegistry draft = ClaimsCommand.registry(cli, "--registry", registryFile);
        Path own = LabHome.path().resolve(ClaimRegistry.V3_PATH).toAbsolutePath().normalize().getParent();
        if (into.toAbsolutePath().normalize().equals(own)) {
            throw BadInput.option(cli, "--into", "'" + into + "' is the registered suite's folder: pilot rows there "
                    + "would be older than its registration (give a folder of their own, e.g. reports/claims/v3-pilot)");
        }
        if (Files.exists(into) && !Files.isDirectory(into)) {
            throw BadInput.option(cli, "--into", "'" + into + "' is a file, not a folder");
        }
        return draft;
    }

    private List<Claim> selected(CommandLine cli, ClaimRegistry registry) {
        if (all == !ids.isEmpty() && !quick) {
            throw BadInput.option(cli, "ID", "give claim ids or --all, not " + (all ? "both" : "neither"));
        }
        if (quick) {
            return List.of(claim(cli, registry, ids.isEmpty() ? "doc-size" : ids.get(0)));
        }
        return all ? registry.claims() : ids.stream().map(id -> claim(cli, registry, id)).toList();
    }

    private static Claim claim(CommandLine cli, ClaimRegistry registry, String id) {
        return registry.find(id).orElseThrow(() -> BadInput.option(cli, "ID", "'" + id + "' is not a claim ("
                + "allowed: " + String.join(", ", registry.claims().stream().map(Claim::id).toList()) + ")"));
    }
}
