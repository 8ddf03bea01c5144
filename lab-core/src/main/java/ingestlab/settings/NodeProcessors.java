package ingestlab.settings;

import static ingestlab.settings.Scope.NODE;
import static ingestlab.settings.SettingBuilder.AT_LEAST_ONE;

/**
 * How many processors the node sizes itself for, as Elasticsearch's {@code node.processors} (EsExecutors): the write
 * pool and the merge threads default from it. It is this JVM's processor count unless a trial is to run on fewer CPUs
 * than the JVM that plans it has ({@code lab sweep --cpus}, a duet's half): then the planner sets it, so the trial's
 * defaults are resolved for the CPUs it will have and recorded as such. Several components read it, so it is declared
 * here, below them all.
 */
public final class NodeProcessors {
    private NodeProcessors() {}

    private static final int AVAILABLE = Runtime.getRuntime().availableProcessors();

    /** Not an option and not a column: the CPUs a trial had are its {@code cpus} column, their effect its pools'. */
    public static final Setting<Integer> PROCESSORS = Setting.of("processors", NODE, Parsers::integer)
            .label("N").derivedDefault(Integer.toString(AVAILABLE), v -> AVAILABLE).notAnOption().notAColumn()
            .bound(n -> n >= 1, AT_LEAST_ONE)
            .describe("The processors the node sizes its write pool and merge threads for (Elasticsearch "
                    + "node.processors): this JVM's, or the CPUs a pinned trial will have.")
            .build();
}
