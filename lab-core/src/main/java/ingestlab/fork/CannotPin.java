package ingestlab.fork;

/** Why a JVM cannot be pinned as asked here (a duet's sides, or {@code --cpus}), in one line for the command to print. */
public final class CannotPin extends Exception {
    private static final long serialVersionUID = 1L;

    private CannotPin(String message) {
        super(message);
    }

    /** Why the sides of a duet cannot each have CPUs of their own. */
    static CannotPin forDuet(String why) {
        return new CannotPin("cannot pin each side of a duet to CPUs of its own (a duet needs Linux, util-linux's "
                + "taskset and 2 CPUs or more): " + why);
    }

    /** Why trials cannot be pinned to the CPUs asked for. */
    static CannotPin forList(String why) {
        return new CannotPin("cannot pin the trials to these CPUs (pinning needs Linux and util-linux's taskset): "
                + why);
    }
}
