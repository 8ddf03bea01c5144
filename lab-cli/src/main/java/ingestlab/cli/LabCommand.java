package ingestlab.cli;

import ingestlab.results.Environment;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/** {@code lab}: the ingest-lab command line. */
@Command(name = "lab", mixinStandardHelpOptions = true, versionProvider = LabCommand.VersionProvider.class,
        resourceBundle = "ingestlab.cli.options",
        description = "Controlled indexing experiments on Apache Lucene under an Elasticsearch-faithful indexing buffer.",
        subcommands = {RunCommand.class, SweepCommand.class, StudyCommand.class, RecoverCommand.class, CalibrateCommand.class,
            ChildCommand.class, DocsTablesCommand.class, DatasetsCommand.class, ReportCommand.class,
            CompareCommand.class, NoiseCommand.class, SearchCostCommand.class, PlotCommand.class, ClaimsCommand.class,
            ReferenceCommand.class,
            CommandLine.HelpCommand.class,
            AutoComplete.GenerateCompletion.class})
public final class LabCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The configured command line, as {@code bin/lab} and the tests run it. */
    public static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new LabCommand());
        SettingOptions.addRunOptions(cli.getSubcommands().get("run").getCommandSpec());
        SettingOptions.addSweepOptions(cli.getSubcommands().get("sweep").getCommandSpec());
        CalibrateCommand.addFactorOptions(cli.getSubcommands().get("calibrate").getCommandSpec());
        ReferenceCommand.addOptions(cli.getSubcommands().get("reference"));
        Converters.register(cli);
        cli.setParameterExceptionHandler(new OneLineErrors());
        cli.setExecutionExceptionHandler(new OneLineErrors());
        return cli;
    }

    /** Held so the level sticks: Lucene's INFO lines (vectorization) would break into the progress bar. */
    private static final java.util.logging.Logger LUCENE_LOG = java.util.logging.Logger.getLogger("org.apache.lucene");

    public static void main(String[] args) {
        LUCENE_LOG.setLevel(java.util.logging.Level.WARNING);
        System.exit(commandLine().execute(args));
    }

    /**
     * {@code lab --version}: the lab's, Lucene's and the JDK's versions, one a line, read where a result row's
     * {@code lab_version}, {@code lucene_version}, {@code java_version} and {@code java_vm} come from.
     */
    static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            Environment env = Environment.current();
            return new String[] {"ingest-lab " + env.labVersion(), "Lucene " + env.luceneVersion(),
                "Java " + env.javaVersion() + " (" + env.javaVm() + ")"};
        }
    }
}
