package ingestlab.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.correlation.PearsonsCorrelation;
import org.junit.jupiter.api.Test;

/** The paired (Pitman-Morgan) interval of a ratio of SDs, and the F interval's coverage when samples correlate. */
class PairedSpreadRatioTest {
    @Test
    void eachEndIsWhereTheSumsAndDifferencesCorrelateAtTheCriticalT() {
        Random random = new Random(7);
        double[][] pair = correlated(random, 12, 0.05, 0.09, 0.4);
        PairedSpreadRatio spread = PairedSpreadRatio.of(pair[0], pair[1]);
        double critical = new TDistribution(10).inverseCumulativeProbability(0.975);
        for (double c : new double[] {spread.ci().low(), spread.ci().high()}) {
            assertThat(Math.abs(sumDifferenceT(pair, c))).isCloseTo(critical, within(1e-6));
        }
        assertThat(spread.ci().low()).isLessThan(spread.ratio());
        assertThat(spread.ci().high()).isGreaterThan(spread.ratio());
        assertThat(spread.correlation()).isCloseTo(new PearsonsCorrelation().correlation(logs(pair[0]),
                logs(pair[1])), within(1e-12));
    }

    @Test
    void itCoversTheTrueRatioIn95PercentOfCorrelatedSimulatedStudies() {
        Random random = new Random(31);
        int covered = 0;
        int runs = 2000;
        for (int run = 0; run < runs; run++) {
            double[][] pair = correlated(random, 12, 0.07, 0.10, 0.6);
            ConfidenceInterval ci = PairedSpreadRatio.of(pair[0], pair[1]).ci();
            if (ci.low() <= 0.7 && 0.7 <= ci.high()) {
                covered++;
            }
        }
        assertThat(covered / (double) runs).isBetween(0.93, 0.97);
    }

    @Test
    void fewerThanThreeRoundsOrUnequalLengthsGiveNoInterval() {
        assertThat(PairedSpreadRatio.of(new double[] {1.01, 0.99}, new double[] {1.02, 0.98}).ci().isKnown()).isFalse();
        assertThat(PairedSpreadRatio.of(new double[] {1.01, 0.99, 1.0}, new double[] {1.02, 0.98}).ci().isKnown())
                .isFalse();
    }

    @Test
    void theFIntervalCoversAsRegisteredWhenIndependentAndOverCoversWhenCorrelated() {
        double independent = FIntervalCoverage.at(12, 0);
        assertThat(independent).isBetween(0.94, 0.96);
        assertThat(FIntervalCoverage.at(12, 0.8)).isGreaterThan(0.98);
        assertThat(FIntervalCoverage.at(12, -0.8)).isGreaterThan(0.98);
        assertThat(FIntervalCoverage.at(12, 0)).isEqualTo(independent);
        assertThatThrownBy(() -> FIntervalCoverage.at(12, 1.5)).isInstanceOf(IllegalArgumentException.class);
    }

    /** The t statistic of the correlation of x + c y and x - c y over the pairs' logs. */
    private static double sumDifferenceT(double[][] pair, double c) {
        double[] x = logs(pair[0]);
        double[] y = logs(pair[1]);
        double[] sums = new double[x.length];
        double[] differences = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            sums[i] = x[i] + c * y[i];
            differences[i] = x[i] - c * y[i];
        }
        double r = new PearsonsCorrelation().correlation(sums, differences);
        return r * Math.sqrt((x.length - 2) / (1 - r * r));
    }

    private static double[][] correlated(Random random, int n, double sdX, double sdY, double rho) {
        double[][] pair = new double[2][n];
        for (int i = 0; i < n; i++) {
            double common = random.nextGaussian();
            pair[0][i] = Math.exp(sdX * common);
            pair[1][i] = Math.exp(sdY * (rho * common + Math.sqrt(1 - rho * rho) * random.nextGaussian()));
        }
        return pair;
    }

    private static double[] logs(double[] ratios) {
        double[] logs = new double[ratios.length];
        for (int i = 0; i < ratios.length; i++) {
            logs[i] = Math.log(ratios[i]);
        }
        return logs;
    }
}
