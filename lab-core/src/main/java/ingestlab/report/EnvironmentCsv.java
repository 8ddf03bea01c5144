package ingestlab.report;

import ingestlab.report.JmhResults.Run;
import ingestlab.results.EnvironmentColumn;
import java.io.IOException;
import java.util.List;

/**
 * {@code environment.csv}, {@code key,value}: where the results were measured, all from the results folder: the
 * lab's columns as the forks recorded them ({@link ForkEnvironment}), then JMH's version and the forks' {@code java},
 * JDK, VM and JVM flags from {@code results.json}. Values that differ between runs are joined with " | ".
 */
final class EnvironmentCsv {
    private EnvironmentCsv() {}

    static String render(List<Run> runs, ForkEnvironment lab) throws IOException {
        CsvTable table = new CsvTable(List.of("key", "value"));
        for (EnvironmentColumn column : ForkEnvironment.COLUMNS) {
            table.row(List.of(column.column(), lab.value(column)));
        }
        table.row(List.of("jmh_version", JmhResults.distinct(runs, Run::jmhVersion)));
        table.row(List.of("fork_jvm", JmhResults.distinct(runs, Run::jvm)));
        table.row(List.of("fork_java_version", JmhResults.distinct(runs, Run::jdkVersion)));
        table.row(List.of("fork_vm", JmhResults.distinct(runs, Run::vm)));
        table.row(List.of("fork_jvm_args", JmhResults.distinct(runs, r -> String.join(" ", r.jvmArgs()))));
        return table.render();
    }
}
