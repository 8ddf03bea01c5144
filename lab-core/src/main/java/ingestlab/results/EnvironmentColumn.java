package ingestlab.results;

import java.util.Locale;

/** The environment columns of a result row (DESIGN "Environment"). */
public enum EnvironmentColumn {
    LAB_VERSION, LUCENE_VERSION, JAVA_VERSION, JAVA_VM, JVM_ARGS, OS, CPU_MODEL, CORES, GIT_SHA, STARTED_AT, TRIAL,
    STATUS;

    public String column() {
        return name().toLowerCase(Locale.ROOT);
    }
}
