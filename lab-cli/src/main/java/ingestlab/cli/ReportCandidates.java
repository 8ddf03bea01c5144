package ingestlab.cli;

import ingestlab.report.TableFormat;
import ingestlab.stats.SignificanceTest;

/** The values of report's and compare's named options, for {@code --help}. */
final class ReportCandidates {
    private ReportCandidates() {}

    static final class Formats extends Converters.Candidates<TableFormat> {
        Formats() {
            super(TableFormat.class);
        }
    }

    static final class Tests extends Converters.Candidates<SignificanceTest> {
        Tests() {
            super(SignificanceTest.class);
        }
    }
}
