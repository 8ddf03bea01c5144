package ingestlab.report;

import java.util.List;
import java.util.stream.Collectors;

/** A table as LaTeX with booktabs rules (\toprule, \midrule, \bottomrule), in a captioned table float. */
final class LatexTable {
    private LatexTable() {}

    static String render(TitledTable table) {
        StringBuilder columns = new StringBuilder();
        for (int c = 0; c < table.header().size(); c++) {
            int column = c;
            boolean numeric = c > 0 && table.rows().stream()
                    .allMatch(r -> r.get(column).isEmpty() || NumericText.looksNumeric(r.get(column)));
            columns.append(numeric ? 'r' : 'l');
        }
        StringBuilder out = new StringBuilder();
        out.append("\\begin{table}[htbp]\n  \\centering\n");
        out.append("  \\caption{").append(escape(table.title())).append("}\n");
        out.append("  \\begin{tabular}{").append(columns).append("}\n    \\toprule\n");
        out.append("    ").append(line(table.header())).append("\n    \\midrule\n");
        for (List<String> row : table.rows()) {
            out.append("    ").append(line(row)).append('\n');
        }
        out.append("    \\bottomrule\n  \\end{tabular}\n\\end{table}\n");
        return out.toString();
    }

    private static String line(List<String> cells) {
        return cells.stream().map(LatexTable::escape).collect(Collectors.joining(" & ")) + " \\\\";
    }

    /** LaTeX's special characters, so column names such as docs_per_s and cells such as 12% print as they read. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder();
        for (char ch : text.toCharArray()) {
            switch (ch) {
                case '\\' -> out.append("\\textbackslash{}");
                case '&', '%', '$', '#', '_', '{', '}' -> out.append('\\').append(ch);
                case '~' -> out.append("\\textasciitilde{}");
                case '^' -> out.append("\\textasciicircum{}");
                case '±' -> out.append("$\\pm$");
                // braced so that a cell opening with [ is never read as the optional argument of the \\ before it
                case '[', ']' -> out.append('{').append(ch).append('}');
                case '<' -> out.append("$<$");
                case '>' -> out.append("$>$");
                default -> out.append(ch);
            }
        }
        return out.toString();
    }
}
