package ingestlab.report;

import java.util.LinkedHashMap;
import java.util.Map;

/** Result rows for tests, built from "column=value" pairs. */
public final class Rows {
    private Rows() {}

    public static Map<String, String> row(String... pairs) {
        Map<String, String> row = new LinkedHashMap<>();
        for (String pair : pairs) {
            int eq = pair.indexOf('=');
            row.put(pair.substring(0, eq), pair.substring(eq + 1));
        }
        return row;
    }
}
