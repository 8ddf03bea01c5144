package ingestlab.cli;

import ingestlab.node.NodeSettings;
import ingestlab.node.IndexSettings;
import ingestlab.load.ClientSettings;
import ingestlab.buffer.ControllerSettings;
import ingestlab.mapping.MappingSettings;
import ingestlab.metrics.Metric;
import ingestlab.reference.Engine;
import ingestlab.reference.ReferenceRow;
import ingestlab.reference.ReferenceTrials;
import ingestlab.report.ResultRows;
import ingestlab.results.TrialColumn;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** What {@code lab reference run} prints: the run, then each trial's key figures under their column names. */
final class ReferencePrinter implements ReferenceTrials.Progress {
    /** The trial (with when it began, so that its place in an interleaved round shows), then its flushes and segments. */
    private static final List<List<String>> SHOWN = List.of(
            List.of(ResultRows.ENGINE, ClientSettings.DOCS.column(), IndexSettings.SHARDS.column(),
                    ControllerSettings.BUFFER.column(), NodeSettings.WRITE_THREADS.column(),
                    MappingSettings.MAPPING.column(), ReferenceRow.MAPPING_UPDATES, Metric.DOCS_PER_S.column(),
                    Metric.DOCS_VERIFIED.column(), TrialColumn.STATUS.column(), TrialColumn.TRIAL_START.column()),
            List.of(Metric.FLUSHES.column(), Metric.FLUSHES_BY_CONTROLLER.column(), Metric.FLUSHES_BY_REFRESH.column(),
                    Metric.FLUSHES_BY_LUCENE.column(), Metric.FLUSHES_BY_COMMIT.column(),
                    Metric.CONTROLLER_WRITES.column(), Metric.FLUSHED_SEGMENT_MB.at(50).column(),
                    Metric.REFRESHES.column(), Metric.MERGES.column(), Metric.MERGED_BYTES.column(),
                    Metric.SEGMENT_COUNT_FINAL.column()));

    private final PrintWriter out;
    private final PrintWriter err;
    private final int indices;

    ReferencePrinter(PrintWriter out, PrintWriter err, int indices) {
        this.out = out;
        this.err = err;
        this.indices = indices;
    }

    @Override
    public void started(List<Engine> engines, long docs, Path folder) {
        out.printf("lab reference run: %s, %d documents into %s%n",
                String.join(", ", engines.stream().map(Engine::label).toList()), docs, folder);
        out.flush();
    }

    @Override
    public void row(Map<String, String> row) {
        for (List<String> shown : SHOWN) {
            StringBuilder header = new StringBuilder();
            StringBuilder values = new StringBuilder();
            for (String column : shown) {
                int width = Math.max(column.length(), row.get(column).length()) + 2;
                header.append(String.format("%-" + width + "s", column));
                values.append(String.format("%-" + width + "s", row.get(column)));
            }
            out.printf("%n%s%n%s%n", header.toString().stripTrailing(), values.toString().stripTrailing());
        }
        if (indices > 1) {
            out.println("(node totals over " + indices + " indices; per index in result.properties)");
        }
        out.flush();
    }

    @Override
    public void failed(String line) {
        err.println("lab reference run: " + line);
        err.flush();
    }
}
