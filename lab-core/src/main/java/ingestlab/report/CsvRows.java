package ingestlab.report;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Any CSV with a header, read as rows of named cells (a tidy table of lab compare or lab report, for example). */
public record CsvRows(List<String> header, List<Map<String, String>> rows) {
    private static final CsvMapper CSV = new CsvMapper();

    public static CsvRows read(Path file) throws IOException {
        CsvSchema schema = CsvSchema.emptySchema().withHeader();
        try (MappingIterator<Map<String, String>> it = CSV.readerForMapOf(String.class).with(schema)
                .readValues(file.toFile())) {
            List<Map<String, String>> rows = new ArrayList<>(it.readAll());
            CsvSchema read = (CsvSchema) it.getParserSchema();
            List<String> header = new ArrayList<>();
            read.forEach(column -> header.add(column.getName()));
            return new CsvRows(List.copyOf(header), List.copyOf(rows));
        }
    }
}
