package ingestlab.cli;

import ingestlab.sweep.ChildExit;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * How the JVMs of one {@code lab calibrate} round take turns: they start together, and each waits on stdin for its
 * turn before every run and says on stdout when the run is done. So the variants' runs alternate one at a time, a
 * second or so apart, and a phase in which the machine runs slower (another tenant, say) falls on every variant alike
 * instead of on whichever JVM was running then: when each JVM ran all its runs in one go, such phases decided rounds
 * (README, "How much of this is the lab?"). Each JVM is still fresh and runs only its own variant.
 *
 * <p>The child side is {@link #follow}, in {@code lab calibrate-bare} and in {@code lab run --lockstep} (hidden); the
 * parent side is {@link Child}.
 */
final class Lockstep {
    /** What a turn is for: the warm-up, whose runs are not timed, or a timed run. */
    enum Turn { WARMUP, TIMED }

    private static final String END = "END";
    private static final String DONE = "lockstep-done ";

    /** A run, given the turn it is for. */
    interface Run {
        void run(Turn turn) throws IOException, InterruptedException;
    }

    /**
     * Child side: runs {@code run} once per turn read from {@code turns}, telling {@code out} after each how long it
     * took, until told to end (or the parent is gone).
     */
    static void follow(InputStream turns, PrintWriter out, Run run) throws IOException, InterruptedException {
        BufferedReader in = new BufferedReader(new InputStreamReader(turns, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null && !line.equals(END); line = in.readLine()) {
            long start = System.nanoTime();
            run.run(Turn.valueOf(line));
            out.println(DONE + (System.nanoTime() - start));
            out.flush();
        }
    }

    /** Parent side: one child JVM taking turns; its stdout is kept in {@code stdout.log}, its stderr in a file. */
    static final class Child implements Closeable {
        private final Process process;
        private final Writer turns;
        private final BufferedReader out;
        private final PrintWriter log;
        private final Path stdout;
        private final Path stderr;
        private final List<String> lines = new ArrayList<>();

        Child(List<String> command, Path dir) throws IOException {
            this.stdout = dir.resolve("stdout.log");
            this.stderr = dir.resolve("stderr.log");
            this.process = new ProcessBuilder(command).redirectError(stderr.toFile()).start();
            this.turns = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
            this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            this.log = new PrintWriter(Files.newBufferedWriter(stdout, StandardCharsets.UTF_8));
        }

        /** Gives the child one turn, waits until its run is done, and returns how long the run took. */
        Duration take(Turn turn) throws IOException, InterruptedException {
            turns.write(turn.name() + "\n");
            turns.flush();
            for (String line = readLine(); ; line = readLine()) {
                if (line.startsWith(DONE)) {
                    return Duration.ofNanos(Long.parseLong(line.substring(DONE.length()).trim()));
                }
                lines.add(line);
            }
        }

        /** Tells the child to end, waits for it, and returns what it printed besides its turns. */
        List<String> finish() throws IOException, InterruptedException {
            turns.write(END + "\n");
            turns.close();
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                log.println(line);
                lines.add(line);
            }
            log.flush();
            int exit = process.waitFor();
            if (exit != 0) {
                throw new IOException(ChildExit.describe("the child JVM", exit, stderr, stdout));
            }
            return lines;
        }

        private String readLine() throws IOException, InterruptedException {
            String line = out.readLine();
            if (line == null) {
                log.flush();
                throw new IOException(ChildExit.describe("the child JVM", process.waitFor(), stderr, stdout));
            }
            log.println(line);
            return line;
        }

        @Override
        public void close() {
            log.close();
            process.destroyForcibly();
        }
    }

    private Lockstep() {}
}
