package ingestlab.jmh;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The conditions under which a benchmark's factor acts, declared beside its {@code @Param}s, in the claims' form
 * ({@code reports/claims/claims.yaml}): a result column, a comparison and a number, such as
 * {@code controller_writes > 0}, optionally followed by {@code at baseline} (asked of the table's first row only:
 * the baseline every row's paired effect is against). Each fork checks every condition on every measured trial
 * ({@link TrialMetricsProfiler}); a row where some trial failed one is marked in {@code tables.md} ("factor did not
 * act"), never bold, and the suite ends with a line for its benchmark. A benchmark without this annotation asks
 * nothing.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface FactorActs {
    /** The conditions, each a result column of {@link TrialMetricsProfiler#METRICS}. */
    String[] value();

    /**
     * Which rows are asked: empty for every row; {@code param=value} for those rows only; {@code param!=value} for
     * every row but those (the factor's own absent level, such as one shard, where there is nothing to act).
     */
    String rows() default "";
}
