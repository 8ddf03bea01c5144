package ingestlab.fork;

/** A protocol line a forked JVM writes on stdout: it is ready ({@link ReadyLine}), or a run ended ({@link RunLine}). */
public sealed interface ChildLine permits ReadyLine, RunLine {}
