package ingestlab.report;

import java.util.ArrayList;
import java.util.List;

/** A markdown table with padded columns, readable as plain text too. Numeric-looking columns are right-aligned. */
public final class MarkdownTable {
    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();

    public MarkdownTable(List<String> header) {
        this.header = List.copyOf(header);
    }

    public MarkdownTable row(List<String> cells) {
        if (cells.size() != header.size()) {
            throw new IllegalArgumentException("row has " + cells.size() + " cells, header has " + header.size());
        }
        rows.add(List.copyOf(cells));
        return this;
    }

    public MarkdownTable rows(List<List<String>> cells) {
        cells.forEach(this::row);
        return this;
    }

    /** Whether it has no rows yet. */
    public boolean isEmpty() {
        return rows.isEmpty();
    }

    public String render() {
        int[] widths = new int[header.size()];
        boolean[] numeric = new boolean[header.size()];
        for (int c = 0; c < header.size(); c++) {
            widths[c] = Math.max(3, header.get(c).length());
            numeric[c] = c > 0;
            for (List<String> row : rows) {
                widths[c] = Math.max(widths[c], row.get(c).length());
                numeric[c] &= row.get(c).isEmpty() || NumericText.looksNumeric(row.get(c));
            }
        }
        StringBuilder out = new StringBuilder();
        line(out, header, widths, numeric);
        out.append('|');
        for (int c = 0; c < widths.length; c++) {
            out.append(numeric[c] ? "-".repeat(widths[c] + 1) + ":" : ":" + "-".repeat(widths[c] + 1)).append('|');
        }
        out.append('\n');
        for (List<String> row : rows) {
            line(out, row, widths, numeric);
        }
        return out.toString();
    }

    private static void line(StringBuilder out, List<String> cells, int[] widths, boolean[] numeric) {
        out.append('|');
        for (int c = 0; c < cells.size(); c++) {
            String cell = cells.get(c);
            String pad = " ".repeat(widths[c] - cell.length());
            out.append(' ').append(numeric[c] ? pad + cell : cell + pad).append(" |");
        }
        out.append('\n');
    }
}
