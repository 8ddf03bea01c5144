package ingestlab.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.apache.commons.math3.random.RandomGenerator;
import org.apache.commons.math3.random.Well19937c;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Whether a "95%" paired interval covers 95% at the lab's round counts, measured by simulation: seeded data sets of
 * n per-round log ratios drawn from Normal(μ, 0.10) (the suite's noise is 8–15% a round), each given an interval; the
 * coverage is the share of data sets whose interval holds the true effect. The band [0.93, 0.97] is about ±3.5
 * standard errors of a proportion at 2,000 data sets, so an honest method fails it by chance about once in 2,000 runs
 * (the seed is fixed, so never here).
 */
class PairedIntervalCoverageTest {
    private static final int DATA_SETS = 2_000;
    private static final double LOG_SD = 0.10;
    private static final double TRUE_LOG_EFFECT = Math.log(1.07);

    @ParameterizedTest
    @ValueSource(ints = {5, 8})
    void theLogRatioTIntervalCoversNinetyFivePercent(int rounds) {
        assertCoversNinetyFivePercent(new LogRatioTInterval(), rounds, Math.exp(TRUE_LOG_EFFECT));
    }

    /** The check can fail: the percentile bootstrap the lab used before under-covers at these n. */
    @ParameterizedTest
    @ValueSource(ints = {5, 8})
    void thePercentileBootstrapFailsTheSameCheck(int rounds) {
        // Its target is the mean ratio, E[exp(X)] = exp(μ + σ²/2), so it is judged against that.
        double meanRatio = Math.exp(TRUE_LOG_EFFECT + LOG_SD * LOG_SD / 2);
        assertThatThrownBy(() -> assertCoversNinetyFivePercent(new BootstrapInterval(2_000, 7), rounds, meanRatio))
                .isInstanceOf(AssertionError.class).hasMessageContaining("coverage");
    }

    @ParameterizedTest
    @ValueSource(ints = {5, 8})
    void withNoEffectTheIntervalExcludesOneInAboutFivePercentOfDataSets(int rounds) {
        RandomGenerator random = new Well19937c(rounds);
        int excluded = 0;
        for (int d = 0; d < DATA_SETS; d++) {
            ConfidenceInterval ci = new LogRatioTInterval().estimate(ratios(random, rounds, 0));
            excluded += ci.low() > 1 || ci.high() < 1 ? 1 : 0;
        }
        assertThat(excluded / (double) DATA_SETS).isBetween(0.03, 0.07);
    }

    private static void assertCoversNinetyFivePercent(IntervalEstimator estimator, int rounds, double truth) {
        RandomGenerator random = new Well19937c(1000L + rounds);
        int covered = 0;
        for (int d = 0; d < DATA_SETS; d++) {
            ConfidenceInterval ci = estimator.estimate(ratios(random, rounds, TRUE_LOG_EFFECT));
            covered += ci.low() <= truth && truth <= ci.high() ? 1 : 0;
        }
        double coverage = covered / (double) DATA_SETS;
        assertThat(coverage).as("coverage of %s at n = %d", estimator.describe(), rounds).isBetween(0.93, 0.97);
    }

    private static double[] ratios(RandomGenerator random, int rounds, double logEffect) {
        double[] ratios = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            ratios[i] = Math.exp(logEffect + LOG_SD * random.nextGaussian());
        }
        return ratios;
    }

    /** PairedRatio's interval as an estimator over a sample of ratios, to be simulated beside the bootstrap. */
    private static final class LogRatioTInterval implements IntervalEstimator {
        @Override
        public ConfidenceInterval estimate(double[] ratios) {
            return PairedRatio.of(ratios).ci();
        }

        @Override
        public String describe() {
            return PairedRatio.METHOD;
        }
    }
}
