package ingestlab.report;

import ingestlab.results.ResultsCsv;
import ingestlab.results.TrialColumn;
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
 * which have none. The columns are every input's, {@code engine} first; a cell a file lacks is empty.
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
                row.putIfAbsent(ResultRows.ENGINE, LAB);
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
}
