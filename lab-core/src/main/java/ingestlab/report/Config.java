package ingestlab.report;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** One configuration: its factor values (in column order) and the trials run with them. */
public record Config(Map<String, String> factors, List<Map<String, String>> rows) {

    /** "column=value, ..." over the given columns; "all trials" when there are none. */
    public String label(Collection<String> columns) {
        if (columns.isEmpty()) {
            return "all trials";
        }
        return columns.stream().map(c -> c + "=" + factors.get(c)).collect(Collectors.joining(", "));
    }

    /** The values alone, for chart axes whose title names the columns. */
    public String values(Collection<String> columns) {
        if (columns.isEmpty()) {
            return "all trials";
        }
        return columns.stream().map(factors::get).collect(Collectors.joining(", "));
    }
}
