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
    OS(Environment::os),
    CPU_MODEL(Environment::cpuModel),
    CORES(e -> Integer.toString(e.cores())),
    /** {@code -dirty} when the tree had uncommitted changes. */
    GIT_SHA(Environment::gitSha);

    private final Function<Environment, String> reader;

    EnvironmentColumn(Function<Environment, String> reader) {
        this.reader = reader;
    }

    public String column() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String read(Environment environment) {
        return reader.apply(environment);
    }
}
