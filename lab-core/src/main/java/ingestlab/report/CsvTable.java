package ingestlab.report;

import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** A CSV table written by Jackson: the header, then rows of cells in the header's order. */
final class CsvTable {
    private static final CsvMapper CSV = new CsvMapper();

    private final CsvSchema schema;
    private final int width;
    private final List<List<String>> rows = new ArrayList<>();

    CsvTable(List<String> header) {
        this.schema = CsvSchema.builder().addColumns(header, CsvSchema.ColumnType.STRING).setUseHeader(true).build();
        this.width = header.size();
    }

    CsvTable row(List<String> cells) {
        if (cells.size() != width) {
            throw new IllegalArgumentException("row has " + cells.size() + " cells, header has " + width);
        }
        rows.add(List.copyOf(cells));
        return this;
    }

    String render() throws IOException {
        return CSV.writer(schema).writeValueAsString(rows);
    }
}
