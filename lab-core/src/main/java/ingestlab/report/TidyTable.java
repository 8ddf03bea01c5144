package ingestlab.report;

import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;

/**
 * A table for programs: one observation per row, numbers unrounded (NaN as empty), written as CSV that
 * {@code pandas.read_csv} reads with no options.
 */
record TidyTable(List<String> columns, List<List<Object>> rows) {
    private static final CsvMapper MAPPER = new CsvMapper();

    public String toCsv() {
        CsvSchema schema = CsvSchema.builder().addColumns(columns, CsvSchema.ColumnType.NUMBER_OR_STRING).build()
                .withHeader();
        StringWriter out = new StringWriter();
        try (SequenceWriter writer = MAPPER.writer(schema).writeValues(out)) {
            for (List<Object> row : rows) {
                writer.write(row.stream().map(TidyTable::cell).toArray());
            }
        } catch (IOException e) {
            throw new IllegalStateException("writing CSV to a string", e);
        }
        return out.toString();
    }

    private static Object cell(Object value) {
        return value instanceof Double d && (d.isNaN() || d.isInfinite()) ? "" : value;
    }
}
