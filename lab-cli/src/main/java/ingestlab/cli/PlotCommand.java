package ingestlab.cli;

import ingestlab.report.chart.ChartFiles;
import ingestlab.report.chart.EffectLinesChart;
import ingestlab.results.ResultsCsv;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code lab plot}: any tidy CSV (lab compare --format csv, a report script's table) as a line chart. */
@Command(name = "plot", mixinStandardHelpOptions = true, showDefaultValues = true, sortOptions = false,
        description = {"Draws a tidy CSV as lines: --y against --x, one line per value of --series, each point's "
                + "interval (--low..--high) as a vertical segment; writes OUT.png and OUT.svg.",
            "For example, paired ratios against a dimensionless quantity: reports/pr94607-scale/tables.sh."})
final class PlotCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec commandSpec;

    @Parameters(paramLabel = "FILE", description = "A CSV with a header row.")
    Path file;

    @Option(names = "--x", paramLabel = "COLUMN", required = true, description = "The column on the x axis.")
    String x;

    @Option(names = "--y", paramLabel = "COLUMN", required = true, description = "The column on the y axis.")
    String y;

    @Option(names = "--low", paramLabel = "COLUMN", description = "The column of each point's interval's low end "
            + "(with --high).")
    String low;

    @Option(names = "--high", paramLabel = "COLUMN", description = "The column of each point's interval's high end.")
    String high;

    @Option(names = "--series", paramLabel = "COLUMN", description = "One line per value of this column (default: "
            + "one line).")
    String series;

    @Option(names = "--where", paramLabel = "COLUMN=VALUE", split = ",", description = "Only rows with these "
            + "values, comma-separated.")
    Map<String, String> where = new LinkedHashMap<>();

    @Option(names = "--log-x", description = "A logarithmic x axis.")
    boolean logX;

    @Option(names = "--reference", paramLabel = "Y", description = "Draws a horizontal line at Y (1 for ratios: no "
            + "effect).")
    Double reference;

    @Option(names = "--title", paramLabel = "TEXT", description = "The chart's title (default: Y against X).")
    String title;

    @Option(names = "--out", paramLabel = "PATH", required = true, description = "Writes PATH.png and PATH.svg "
            + "(PATH without an extension; its folder is made).")
    Path out;

    @Override
    public Integer call() throws IOException {
        CommandLine cli = commandSpec.commandLine();
        if (!Files.isRegularFile(file)) {
            throw BadInput.parameter(cli, "FILE", "'" + file + "' is not a readable file");
        }
        if ((low == null) != (high == null)) {
            throw BadInput.option(cli, low == null ? "--high" : "--low", "needs " + (low == null ? "--low" : "--high")
                    + " too (an interval has two ends)");
        }
        // The result files' reader reads any CSV with a header; its rows keep the header's order.
        List<Map<String, String>> rows = ResultsCsv.read(file);
        List<String> header = rows.isEmpty() ? List.of() : List.copyOf(rows.get(0).keySet());
        checkColumn(cli, header, "--x", x);
        checkColumn(cli, header, "--y", y);
        checkColumn(cli, header, "--low", low);
        checkColumn(cli, header, "--high", high);
        checkColumn(cli, header, "--series", series);
        where.keySet().forEach(column -> checkColumn(cli, header, "--where", column));
        List<EffectLinesChart.Point> points = new ArrayList<>();
        for (Map<String, String> row : rows) {
            if (where.entrySet().stream().allMatch(w -> w.getValue().equals(row.get(w.getKey())))) {
                points.add(new EffectLinesChart.Point(series == null ? y : row.get(series),
                        number(cli, row, "--x", x), number(cli, row, "--y", y),
                        bound(cli, row, "--low", low), bound(cli, row, "--high", high)));
            }
        }
        if (points.isEmpty()) {
            throw BadInput.option(cli, "--where", "'" + where + "' matches no row of '" + file + "'");
        }
        Path folder = out.toAbsolutePath().getParent();
        BadInput.checkWritableFolder(cli, "--out", folder);
        EffectLinesChart.Layout layout = new EffectLinesChart.Layout(title == null ? y + " against " + x : title, x,
                y, logX, reference);
        for (Path written : ChartFiles.save(EffectLinesChart.of(layout, points), folder,
                out.getFileName().toString())) {
            cli.getOut().println("Wrote " + written);
        }
        cli.getOut().flush();
        return 0;
    }

    private void checkColumn(CommandLine cli, List<String> header, String option, String column) {
        if (column != null && !header.contains(column)) {
            throw BadInput.option(cli, option, "'" + column + "' is not a column of '" + file + "' (its columns: "
                    + String.join(", ", header) + ")");
        }
    }

    /** An interval's end; an empty cell (a single round has no interval) draws none. */
    private double bound(CommandLine cli, Map<String, String> row, String option, String column) {
        return column == null || row.get(column) == null || row.get(column).isBlank() ? Double.NaN
                : number(cli, row, option, column);
    }

    private double number(CommandLine cli, Map<String, String> row, String option, String column) {
        String text = row.get(column);
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException | NullPointerException e) {
            throw BadInput.option(cli, option, "column '" + column + "' holds '" + text + "', not a number (rows "
                    + "without one can be left out with --where)");
        }
    }
}
