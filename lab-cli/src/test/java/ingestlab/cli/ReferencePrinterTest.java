package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.results.TrialColumn;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What {@code lab reference run} prints for a trial: its row shows when the trial began, beside its figures. */
class ReferencePrinterTest {
    @Test
    void aPrintedRowShowsItsTrialStart() {
        Map<String, String> row = new HashMap<>() {
            @Override
            public String get(Object column) {
                return getOrDefault(column, "7");
            }
        };
        row.put(TrialColumn.TRIAL_START.column(), "2026-11-28T15:08:52.158Z");
        StringWriter printed = new StringWriter();
        new ReferencePrinter(new PrintWriter(printed), new PrintWriter(new StringWriter()), 1).row(row);

        String[] lines = printed.toString().strip().split("\n");
        assertThat(lines[0]).contains("engine").endsWith(TrialColumn.TRIAL_START.column());
        assertThat(lines[1]).endsWith("2026-11-28T15:08:52.158Z");
    }
}
