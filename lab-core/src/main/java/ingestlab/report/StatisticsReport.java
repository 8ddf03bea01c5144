package ingestlab.report;

import java.util.List;

/** A statistics report (summary or comparison) that can be shown to people and handed to programs. */
public interface StatisticsReport {
    /** A line or two saying what the tables hold: which rows, which interval, which test. */
    String preamble();

    List<TitledTable> tables();

    TidyTable tidy();
}
