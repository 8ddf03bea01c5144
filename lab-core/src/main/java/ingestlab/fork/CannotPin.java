package ingestlab.fork;

/** Why the JVMs of a duet cannot each be given CPUs of their own here, in one line for the command to print. */
public final class CannotPin extends Exception {
    private static final long serialVersionUID = 1L;

    public CannotPin(String why) {
        super("cannot pin each side of a duet to CPUs of its own (a duet needs Linux, util-linux's taskset and 2 CPUs "
                + "or more): " + why);
    }
}
