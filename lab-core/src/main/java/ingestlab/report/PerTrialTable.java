package ingestlab.report;

import ingestlab.results.TrialResult;
import java.util.ArrayList;
import java.util.List;

/** A table of rows about trials, led by a {@code trial} column when an experiment ran more than one. */
final class PerTrialTable {
    private final boolean severalTrials;
    private final MarkdownTable table;

    PerTrialTable(List<TrialResult> results, List<String> columns) {
        this.severalTrials = results.size() > 1;
        List<String> header = new ArrayList<>();
        if (severalTrials) {
            header.add("trial");
        }
        header.addAll(columns);
        this.table = new MarkdownTable(header);
    }

    void row(TrialResult trial, List<String> cells) {
        List<String> row = new ArrayList<>();
        if (severalTrials) {
            row.add(Integer.toString(trial.trial()));
        }
        row.addAll(cells);
        table.row(row);
    }

    String render() {
        return table.render();
    }
}
