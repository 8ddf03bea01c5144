package ingestlab.jmh;

import ingestlab.claims.Condition;
import ingestlab.metrics.Metric;
import ingestlab.metrics.Observations;
import ingestlab.report.FactorCheck;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * A benchmark's {@link FactorActs}, parsed and checked: its conditions (each naming a metric the profiler reports),
 * which rows they are asked of, and whether one trial met them.
 *
 * @param conditions the declared conditions, in order (none without the annotation)
 * @param rowParam the parameter that selects the rows asked, or empty for every row
 * @param rowValue its value
 * @param onlyThose true for {@code param=value} (only those rows), false for {@code param!=value} (all but those)
 */
record FactorConditions(List<Condition> conditions, String rowParam, String rowValue, boolean onlyThose) {
    static final FactorConditions NONE = new FactorConditions(List.of(), "", "", false);

    /** The benchmark class's declaration; a malformed one is an IllegalArgumentException naming the class. */
    static FactorConditions of(Class<?> benchmark) {
        FactorActs acts = benchmark.getAnnotation(FactorActs.class);
        if (acts == null) {
            return NONE;
        }
        String where = benchmark.getSimpleName() + " @FactorActs: ";
        List<Condition> conditions = new java.util.ArrayList<>();
        for (String text : acts.value()) {
            Condition condition;
            try {
                condition = Condition.parse(text);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + e.getMessage(), e);
            }
            if (TrialMetricsProfiler.METRICS.stream().noneMatch(m -> m.column().equals(condition.column()))) {
                throw new IllegalArgumentException(where + "'" + condition.column() + "' is not a metric the "
                        + "profiler reports (TrialMetricsProfiler.METRICS)");
            }
            conditions.add(condition);
        }
        String rows = acts.rows().trim();
        if (rows.isEmpty()) {
            return new FactorConditions(List.copyOf(conditions), "", "", false);
        }
        boolean not = rows.contains("!=");
        String[] sides = rows.split(not ? "!=" : "=", 2);
        if (sides.length != 2 || sides[0].isBlank() || sides[1].isBlank()) {
            throw new IllegalArgumentException(where + "rows '" + rows + "' is not param=value or param!=value");
        }
        return new FactorConditions(List.copyOf(conditions), sides[0].trim(), sides[1].trim(), !not);
    }

    /** The declaration of the benchmark JMH names {@code package.Class.method}. */
    static FactorConditions ofBenchmark(String benchmark) {
        String className = benchmark.substring(0, benchmark.lastIndexOf('.'));
        try {
            return of(Class.forName(className));
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("no benchmark class " + className, e);
        }
    }

    /** Whether the row with these parameter values (name to value) is asked. */
    boolean asks(UnaryOperator<String> param) {
        if (rowParam.isEmpty()) {
            return true;
        }
        return rowValue.equals(param.apply(rowParam)) == onlyThose;
    }

    /**
     * One trial's checks: for each condition, the secondary result's name ({@link FactorCheck#PREFIX} + the
     * condition) and 1 if the trial met it, else 0, so the mean over trials is the share that met it.
     */
    Map<String, Double> check(Observations trial) {
        Map<String, String> row = new LinkedHashMap<>();
        for (Metric metric : TrialMetricsProfiler.METRICS) {
            row.put(metric.column(), Double.toString(metric.read(trial).doubleValue()));
        }
        Map<String, Double> checks = new LinkedHashMap<>();
        for (Condition condition : conditions) {
            checks.put(FactorCheck.PREFIX + condition, condition.heldBy(row) ? 1.0 : 0.0);
        }
        return checks;
    }
}
