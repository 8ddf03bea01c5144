package ingestlab.results;

import java.util.Locale;
import java.util.function.Function;

/** The environment columns of a result row, declared once, each read from the {@link Environment} it names. */
public enum EnvironmentColumn {
    LAB_VERSION("the lab's version", Environment::labVersion),
    LUCENE_VERSION("Lucene's version", Environment::luceneVersion),
    JAVA_VERSION("the JVM's java.version", Environment::javaVersion),
    JAVA_VM("the JVM's name and version", Environment::javaVm),
    JVM_ARGS("the JVM's flags", Environment::jvmArgs),
    GC("the garbage collectors' names", Environment::gc),
    OS("operating system, version and architecture", Environment::os),
    HOSTNAME("the machine's name", Environment::hostname),
    CPU_MODEL("the CPU's model name", Environment::cpuModel),
    CORES("processors the JVM saw", e -> Integer.toString(e.cores())),
    TOTAL_MEMORY_BYTES("the machine's memory", e -> Long.toString(e.totalMemoryBytes())),
    LOAD_AVG_START("one-minute load average before the trial", e -> load(e.loadAvgStart())),
    LOAD_AVG_END("one-minute load average after the trial", e -> load(e.loadAvgEnd())),
    WORK_DIR_FS("file-system type of the index folder; tmpfs means flush and merge times measure RAM, not disk",
            Environment::workDirFs),
    GIT_SHA("the lab's commit, with -dirty when the tree had uncommitted changes", Environment::gitSha);

    private final Function<Environment, String> reader;

    private final String description;

    EnvironmentColumn(String description, Function<Environment, String> reader) {
        this.description = description;
        this.reader = reader;
    }

    public String description() {
        return description;
    }

    private static String load(double value) {
        return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.2f", value);
    }

    public String column() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String read(Environment environment) {
        return reader.apply(environment);
    }
}
