package ingestlab.fork;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import ingestlab.results.CompanionFile;
import java.util.List;
import java.util.Map;

/**
 * What a forked JVM says on stdout after each run, one line: a lab trial's result row and timeline samples, or the bare
 * loop's result.
 *
 * @param warmup whether the run was a warm-up one
 * @param nanos how long the run took, as the child measured it (its turn's share of a lockstep round)
 * @param row a trial's result row, column → value in the result file's column order (null for the bare loop)
 * @param companions a trial's rows for each file beside the result file, column → value ({@link CompanionFile#rows};
 *     a file with no rows, as the timeline without {@code --timeline}, may be absent)
 * @param bare the bare loop's result as JSON (null for a trial)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunLine(boolean warmup, long nanos, Map<String, String> row,
                      Map<CompanionFile, List<Map<String, String>>> companions, JsonNode bare) implements ChildLine {
    public RunLine {
        companions = companions == null ? Map.of() : Map.copyOf(companions);
    }
}
