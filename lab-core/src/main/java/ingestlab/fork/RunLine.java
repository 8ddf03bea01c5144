package ingestlab.fork;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * What a forked JVM says on stdout after each run, one line: a lab trial's result row and timeline samples, or the bare
 * loop's result.
 *
 * @param warmup whether the run was a warm-up one
 * @param nanos how long the run took, as the child measured it (its turn's share of a lockstep round)
 * @param row a trial's result row, column → value in the result file's column order (null for the bare loop)
 * @param timeline a trial's timeline rows, column → value (empty without a timeline)
 * @param indices a trial's per-index rows, column → value (empty for a node of one index)
 * @param indexTimeline a trial's per-index timeline rows, column → value (empty without a timeline or for one index)
 * @param bare the bare loop's result as JSON (null for a trial)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RunLine(boolean warmup, long nanos, Map<String, String> row, List<Map<String, String>> timeline,
                      List<Map<String, String>> indices, List<Map<String, String>> indexTimeline, JsonNode bare) {
    public RunLine {
        timeline = timeline == null ? List.of() : timeline;
        indices = indices == null ? List.of() : indices;
        indexTimeline = indexTimeline == null ? List.of() : indexTimeline;
    }
}
