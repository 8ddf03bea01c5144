package ingestlab.fork;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
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
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One forked JVM speaking the fork protocol ({@link ForkLines}): started with its {@link ForkRequest} on stdin, it
 * answers one {@link RunLine} per run on stdout (at a barrier, a {@link ReadyLine} first, and waits for go). Its other stdout lines go to {@code stdout.log} and its stderr to
 * {@code stderr.log} in its folder, so a crash or an out-of-memory death can be described ({@link ChildExit}). A
 * reader thread moves its stdout into a queue, so the parent waits for a line with a timeout and can kill the child.
 * The child halts on its own if the parent dies (it watches its parent process).
 *
 * <p>Not thread-safe but for {@link #kill}, which another thread (Ctrl-C) may call while the owner waits.
 */
public final class ForkedJvm implements Closeable {
    private final Process process;
    private final Writer stdin;
    private final Path stdoutLog;
    private final Path stderrLog;
    private final String name;
    /** The protocol's lines in order; empty once the child's stdout has ended. */
    private final BlockingQueue<Optional<ChildLine>> lines = new LinkedBlockingQueue<>();
    private final Thread reader;

    private ForkedJvm(Process process, Path dir, String name) {
        this.process = process;
        this.name = name;
        this.stdoutLog = dir.resolve("stdout.log");
        this.stderrLog = dir.resolve("stderr.log");
        this.stdin = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
        this.reader = Thread.ofPlatform().daemon().name("fork-reader-" + process.pid()).unstarted(this::readStdout);
    }

    /**
     * Starts {@code command} (java, its flags, the main class and the child subcommand) with {@code jvmFlags} added
     * and its temporary folder in {@code dir}, and sends it {@code request}.
     *
     * @param dir this child's own folder, for its logs and temporary files; the caller deletes it
     * @param name what the child is, for failure sentences ("its JVM", "the child JVM")
     */
    public static ForkedJvm start(List<String> command, List<String> jvmFlags, Path dir, ForkRequest request,
                                  String name) throws IOException {
        return start(command, jvmFlags, null, dir, request, name);
    }

    /**
     * {@link #start(List, List, Path, ForkRequest, String)} on the CPUs of {@code pinning} (null: wherever the OS
     * puts it).
     */
    public static ForkedJvm start(List<String> command, List<String> jvmFlags, Pinning pinning, Path dir,
                                  ForkRequest request, String name) throws IOException {
        List<String> full = new ArrayList<>(command);
        // The child's temporary files go into its folder, deleted by the caller even when the child was killed
        // (out of memory, a timeout) before it could delete them.
        full.add(1, "-Djava.io.tmpdir=" + dir);
        full.addAll(1, jvmFlags);
        if (pinning != null) {
            full = pinning.wrap(full);
        }
        Process process = new ProcessBuilder(full).redirectError(dir.resolve("stderr.log").toFile()).start();
        ForkedJvm jvm = new ForkedJvm(process, dir, name);
        jvm.reader.start();
        try {
            jvm.send(request);
        } catch (IOException e) {
            // a child that died at once (a bad JVM flag) has closed its stdin: its exit says why, when read
        }
        return jvm;
    }

    /** Gives a lockstep child its turn and waits for the run's line (no timeout). */
    public RunLine take(TurnLine.Turn turn) throws IOException, InterruptedException {
        send(new TurnLine(turn));
        try {
            return next(null);
        } catch (TimeoutException e) {
            throw new IllegalStateException("no timeout was set", e);
        }
    }

    /**
     * The child's next run line.
     *
     * @param timeout how long to wait, or null to wait as long as it takes
     * @throws TimeoutException when {@code timeout} passed first (the child still runs: {@link #kill} it)
     * @throws IOException when the child ended without a line, saying why ({@link ChildExit})
     */
    public RunLine next(Duration timeout) throws IOException, InterruptedException, TimeoutException {
        if (nextLine(timeout) instanceof RunLine run) {
            return run;
        }
        throw new IOException(name + " said it was ready, which it was not asked to");
    }

    /**
     * Waits for a child at a barrier to be ready: empty once it is (it then waits for {@link #go}), or the run line it
     * sent instead, when its trial ended (failed) before it got ready.
     *
     * @throws TimeoutException when {@code timeout} (if not null) passed first
     * @throws IOException when the child ended without a line, saying why
     */
    public Optional<RunLine> awaitReady(Duration timeout) throws IOException, InterruptedException, TimeoutException {
        return nextLine(timeout) instanceof RunLine run ? Optional.of(run) : Optional.empty();
    }

    /** Lets a ready child go past its barrier. */
    public void go() throws IOException {
        send(new TurnLine(TurnLine.Turn.GO));
    }

    private ChildLine nextLine(Duration timeout) throws IOException, InterruptedException, TimeoutException {
        Optional<ChildLine> line = timeout == null ? lines.take()
                : lines.poll(Math.max(0, timeout.toMillis()), TimeUnit.MILLISECONDS);
        if (line == null) {
            throw new TimeoutException("no line within " + timeout);
        }
        if (line.isEmpty()) {
            lines.add(line); // it stays ended
            throw new IOException(describeExit());
        }
        return line.get();
    }

    /** Tells a lockstep child to stop and waits for it to exit; a failed exit is an IOException saying why. */
    public void finish() throws IOException, InterruptedException {
        send(new TurnLine(TurnLine.Turn.STOP));
        stdin.close();
        reader.join();
        if (process.waitFor() != 0) {
            throw new IOException(describeExit());
        }
    }

    /** Kills the child at once; the line it was writing, if any, is lost. Safe from any thread. */
    public void kill() {
        process.destroyForcibly();
    }

    /** Whether the child still runs. */
    public boolean isAlive() {
        return process.isAlive();
    }

    /** The child's process id. */
    public long pid() {
        return process.pid();
    }

    /** Kills the child if it still runs and waits until it and its reader are gone. */
    @Override
    public void close() throws IOException {
        process.destroyForcibly();
        try {
            process.waitFor();
            reader.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            stdin.close();
        } catch (IOException e) {
            // the child is gone: its end of the pipe is closed already
        }
    }

    private void send(Object line) throws IOException {
        stdin.write(ForkLines.write(line) + "\n");
        stdin.flush();
    }

    private String describeExit() throws IOException {
        try {
            reader.join(); // stdout.log is complete
            return ChildExit.describe(name, process.waitFor(), stderrLog, stdoutLog);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return name + " did not exit";
        }
    }

    /** The reader thread: protocol lines to the queue, the JVM's own lines to stdout.log, then the end. */
    private void readStdout() {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8));
             PrintWriter log = new PrintWriter(Files.newBufferedWriter(stdoutLog, StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (ForkLines.isProtocol(line)) {
                    try {
                        lines.add(Optional.of(ForkLines.readChildLine(line)));
                        continue;
                    } catch (IOException e) {
                        log.println("(not a run line: " + e.getMessage() + ")");
                    }
                }
                log.println(line);
                log.flush();
            }
        } catch (IOException e) {
            // the pipe broke (the child was killed): what was read is logged
        } finally {
            lines.add(Optional.empty());
        }
    }
}
