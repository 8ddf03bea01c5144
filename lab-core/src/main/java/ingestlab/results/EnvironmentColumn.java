package ingestlab.results;

import java.util.Locale;
import java.util.function.Function;

/** The environment columns of a result row, declared once, each read from the {@link Environment} it names. */
public enum EnvironmentColumn {
    LAB_VERSION(Environment::labVersion),
    LUCENE_VERSION(Environment::luceneVersion),
    JAVA_VERSION(Environment::javaVersion),
    JAVA_VM(Environment::javaVm),
    JVM_ARGS(Environment::jvmArgs),
    GC(Environment::gc),
    OS(Environment::os),
    HOSTNAME(Environment::hostname),
    CPU_MODEL(Environment::cpuModel),
    CORES(e -> Integer.toString(e.cores())),
    TOTAL_MEMORY_BYTES(e -> Long.toString(e.totalMemoryBytes())),
    LOAD_AVG_START(e -> load(e.loadAvgStart())),
    LOAD_AVG_END(e -> load(e.loadAvgEnd())),
    /** {@code tmpfs}: flush and merge times measure RAM, not disk. */
    WORK_DIR_FS(Environment::workDirFs),
    /** {@code -dirty} when the tree had uncommitted changes. */
    GIT_SHA(Environment::gitSha);

    private final Function<Environment, String> reader;

    EnvironmentColumn(Function<Environment, String> reader) {
        this.reader = reader;
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
