package ingestlab.calibrate;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import ingestlab.metrics.Metric;
import ingestlab.results.Environment;
import ingestlab.results.EnvironmentColumn;
import ingestlab.results.TrialColumn;
import ingestlab.util.WriterLock;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.ArrayList;
import java.util.List;

/** {@code lab calibrate --out}'s rows: one per timed run, with its round, place in the order and variant. */
public final class CalibrationCsv {
    private CalibrationCsv() {}

    /** The CSV text, header first, every row closed by the machine's environment. */
    static byte[] bytes(List<RoundResult> results, Environment environment) throws JsonProcessingException {
        List<String> header = new ArrayList<>(List.of("round", TrialColumn.ORDER.column(), "variant", "run",
                Metric.DOCS_PER_S.column(), Metric.DOCS_PER_CPU_S.column(), Metric.DOCS_VERIFIED.column(),
                Metric.CONTROLLER_WRITES.column()));
        for (EnvironmentColumn column : EnvironmentColumn.values()) {
            header.add(column.column());
        }
        List<List<String>> rows = new ArrayList<>();
        for (RoundResult r : results) {
            for (int run = 0; run < r.runs().size(); run++) {
                TimedRun timed = r.runs().get(run);
                List<String> row = new ArrayList<>(List.of(Integer.toString(r.round()),
                        Integer.toString(r.slot().order()), r.variant().label(), Integer.toString(run + 1),
                        Double.toString(timed.docsPerSecond()), Double.toString(timed.docsPerCpuSecond()),
                        Long.toString(timed.docsVerified()), Long.toString(timed.controllerWrites())));
                for (EnvironmentColumn column : EnvironmentColumn.values()) {
                    row.add(column.read(environment));
                }
                rows.add(row);
            }
        }
        CsvSchema schema = CsvSchema.builder().addColumns(header, CsvSchema.ColumnType.STRING).setUseHeader(true)
                .build();
        return new CsvMapper().writer(schema).writeValueAsBytes(rows);
    }

    /**
     * Writes the rows in place of the file's content, through the lock's channel (a second descriptor of the file,
     * closed, would drop the lock), and forces them to disk.
     */
    public static void write(WriterLock lock, List<RoundResult> results, Environment environment) throws IOException {
        FileChannel channel = lock.channel();
        channel.truncate(0);
        ByteBuffer bytes = ByteBuffer.wrap(bytes(results, environment));
        while (bytes.hasRemaining()) {
            channel.write(bytes, bytes.position());
        }
        channel.force(true);
    }
}
