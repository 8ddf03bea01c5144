package ingestlab.report;

import static ingestlab.writer.WriterSettings.MERGE_POLICY;

import ingestlab.catalog.LabSettings;
import ingestlab.results.ResultsCsv;
import ingestlab.results.TrialColumn;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Setting;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Paired rounds of the lab against the reference engines, gathered from result files of one trial each ({@code lab
 * run} or {@code lab reference run}) into one file that {@code lab compare --paired} reads: each row gets its round
 * as its {@code trial} (what pairs it) and an {@link ResultRows#ENGINE} column, {@code lab} for the lab's own rows,
 * which have none. The columns are every input's, {@code engine} first; a cell a file lacks is empty, except a lab
 * row's setting added since its file was written, which gets the setting's default.
 */
public final class EngineRounds {
    /** The engine value of the lab's own simulation. */
    public static final String LAB = "lab";

    /** One result file and the round its rows belong to. */
    public record Input(int round, Path file) {}

    private EngineRounds() {}

    /** The combined CSV; IllegalArgumentException naming the file when one is not a result file. */
    public static String combine(List<Input> inputs) throws IOException {
        Set<String> columns = new LinkedHashSet<>(List.of(ResultRows.ENGINE));
        List<Map<String, String>> rows = new ArrayList<>();
        for (Input input : inputs) {
            ResultRows.read(List.of(input.file())); // refuses a file that is not a lab result CSV
            for (Map<String, String> row : ResultsCsv.read(input.file())) {
                if (!row.containsKey(ResultRows.ENGINE)) {
                    row.put(ResultRows.ENGINE, LAB);
                    fillSettingsAddedSince(row);
                }
                row.put(TrialColumn.TRIAL.column(), Integer.toString(input.round()));
                columns.addAll(row.keySet());
                rows.add(row);
            }
        }
        List<String> header = List.copyOf(columns);
        CsvTable table = new CsvTable(header);
        for (Map<String, String> row : rows) {
            table.row(header.stream().map(c -> row.getOrDefault(c, "")).toList());
        }
        return table.render();
    }

    /**
     * A lab row from a file written before a setting existed ran at that setting's default: such settings are hashed
     * only when given ({@link Setting#hashedAtDefault}), and the row gets the default's value, so that a filter such
     * as {@code controller_dispatch=indexing-threads} matches it. A merge-policy setting's default depends on the
     * row's own policy (a log-byte-size row has no tiered settings), so the defaults are those of the row's policy.
     * An engine's rows are left as they are.
     */
    private static void fillSettingsAddedSince(Map<String, String> row) {
        ExperimentSpec.Builder given = LabSettings.defaults();
        String policy = row.get(MERGE_POLICY.column());
        if (policy != null && !policy.isEmpty()) {
            given.setText(MERGE_POLICY, policy);
        }
        ExperimentSpec defaults = given.build();
        for (Setting<?> setting : LabSettings.all()) {
            if (setting.isColumn() && !setting.hashedAtDefault() && row.get(setting.column()) == null) {
                row.put(setting.column(), setting.value(defaults));
            }
        }
    }
}
