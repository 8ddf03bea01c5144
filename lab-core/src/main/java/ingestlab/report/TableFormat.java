package ingestlab.report;

import ingestlab.util.Named;
import java.util.Locale;

/** How a statistics report is printed: markdown tables (readable as text), tidy CSV, or LaTeX booktabs tables. */
public enum TableFormat implements Named {
    MARKDOWN {
        @Override
        public String render(StatisticsReport report) {
            StringBuilder out = new StringBuilder(report.preamble()).append('\n');
            for (TitledTable table : report.tables()) {
                out.append("\n### ").append(table.title()).append("\n\n");
                out.append(new MarkdownTable(table.header()).rows(table.rows()).render());
            }
            return out.toString();
        }
    },
    CSV {
        @Override
        public String render(StatisticsReport report) {
            return report.tidy().toCsv();
        }
    },
    LATEX {
        @Override
        public String render(StatisticsReport report) {
            StringBuilder out = new StringBuilder("% ").append(report.preamble().replace("\n", "\n% "))
                    .append("\n% needs \\usepackage{booktabs}\n");
            for (TitledTable table : report.tables()) {
                out.append('\n').append(LatexTable.render(table));
            }
            return out.toString();
        }
    };

    @Override
    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public abstract String render(StatisticsReport report);
}
