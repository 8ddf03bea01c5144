package ingestlab.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class UnitTest {
    /** JMH results carry a metric's symbol; the report must find the same unit again. */
    @ParameterizedTest
    @EnumSource(Unit.class)
    void everySymbolParsesBackToItsUnit(Unit unit) {
        assertThat(Unit.fromSymbol(unit.symbol())).contains(unit);
    }

    @Test
    void anEmptySymbolIsACountAndForeignSymbolsAreNoUnit() {
        assertThat(Unit.fromSymbol("")).contains(Unit.COUNT);
        assertThat(Unit.fromSymbol("MB/sec")).isEmpty();
        assertThat(Unit.fromSymbol("s/op")).isEmpty();
    }

    @Test
    void csvKeepsTrialValuesInTheUnitsDecimalsAndMeansUpToSixDecimals() {
        assertThat(Unit.COUNT.format(16.5)).isEqualTo("17");
        assertThat(Unit.SECONDS.format(1.23456)).isEqualTo("1.235");
        assertThat(Unit.BYTES.format(Double.NaN)).isEmpty();
        assertThat(Unit.formatMean(16.5)).isEqualTo("16.5");
        assertThat(Unit.formatMean(2285.7142857)).isEqualTo("2285.714286");
        assertThat(Unit.formatMean(1.0e7)).isEqualTo("10000000");
        assertThat(Unit.formatMean(Double.NaN)).isEmpty();
    }

    @Test
    void tablesShowBytesAsMibAndWholeCountsWithoutDecimals() {
        assertThat(Unit.BYTES.tableSymbol()).isEqualTo("MiB");
        assertThat(Unit.BYTES.formatTable(5 * 1048576.0)).isEqualTo("5.0");
        assertThat(Unit.COUNT.formatTable(24)).isEqualTo("24");
        assertThat(Unit.COUNT.formatTable(16.5)).isEqualTo("16.5");
        assertThat(Unit.DOCS_PER_SECOND.formatTable(2909.09)).isEqualTo("2909");
        assertThat(Unit.SECONDS.formatTable(3.5)).isEqualTo("3.500");
        assertThat(Unit.formatOtherTable(256.25)).isEqualTo("256.250");
    }
}
