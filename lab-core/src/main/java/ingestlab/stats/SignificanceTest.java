package ingestlab.stats;

import ingestlab.util.Named;
import java.util.Locale;
import org.apache.commons.math3.exception.MathIllegalArgumentException;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.inference.MannWhitneyUTest;
import org.apache.commons.math3.stat.inference.TTest;

/** How compare decides whether two samples differ: a two-sided p-value. */
public enum SignificanceTest implements Named {
    /** Welch's t-test: unequal variances, Welch–Satterthwaite degrees of freedom (commons-math3 TTest#tTest). */
    WELCH {
        @Override
        double test(double[] a, double[] b) {
            return new TTest().tTest(a, b);
        }
    },
    /**
     * Mann–Whitney U (commons-math3 3.6.1): the normal approximation without continuity correction, and without
     * correcting the variance for ties, whatever the sample sizes.
     */
    MWU {
        @Override
        double test(double[] a, double[] b) {
            return new MannWhitneyUTest().mannWhitneyUTest(a, b);
        }
    };

    public static final double ALPHA = 0.05;

    @Override
    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The two-sided p-value, or NaN when a sample has fewer than two values. Two samples without any spread (a
     * deterministic run's segment counts) differ exactly or not at all: 0 when their values differ, 1 when not.
     */
    public double pValue(double[] a, double[] b) {
        if (a.length < 2 || b.length < 2) {
            return Double.NaN;
        }
        if (StatUtils.variance(a) == 0 && StatUtils.variance(b) == 0) {
            return a[0] == b[0] ? 1 : 0;
        }
        try {
            return test(a, b);
        } catch (MathIllegalArgumentException e) {
            return Double.NaN;
        }
    }

    abstract double test(double[] a, double[] b);
}
