package ingestlab.report;

import java.util.List;

/** A table for people: a title, a header and formatted cells, rendered as markdown or LaTeX. */
record TitledTable(String title, List<String> header, List<List<String>> rows) {
    public TitledTable {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
    }
}
