package ingestlab.fork;

/**
 * What a child asked for a barrier ({@link ForkRequest#barrier}) writes once its JVM is up and its trial is set up,
 * just before the first document: it then waits for {@link TurnLine.Turn#GO}. Its one key, {@code ready}, tells it
 * from a {@link RunLine}.
 */
public record ReadyLine(boolean ready) implements ChildLine {
    /** The line a ready child writes. */
    public static final ReadyLine READY = new ReadyLine(true);
}
