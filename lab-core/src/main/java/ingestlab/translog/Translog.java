package ingestlab.translog;

import ingestlab.metrics.MetricRegistry;
import ingestlab.metrics.Metric;
import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.zip.CRC32C;
import org.apache.lucene.util.IOUtils;

/**
 * One shard's translog, after Elasticsearch's {@code server/src/main/java/org/elasticsearch/index/translog/Translog.java}
 * and {@code TranslogWriter.java}: operations are appended to the current generation's file through an in-memory
 * buffer (so a crash loses what was not yet written, as in Elasticsearch); {@link #syncUpTo} writes the buffer and
 * fsyncs, skipping the fsync when another thread already synced past the position ({@code Translog#ensureSynced});
 * a commit {@link #rollGeneration() rolls} to a new generation and {@link #trimBelow trims} the ones it covers.
 */
public final class Translog implements Closeable {
    private static final int BUFFER_BYTES = 1 << 16;

    private final Path directory;
    private final MetricRegistry counters;
    private final Object syncLock = new Object(); // taken before this
    private FileChannel channel; // guarded by this
    private long generation; // guarded by this
    private ByteBuffer buffer = ByteBuffer.allocate(BUFFER_BYTES); // guarded by this
    private long written; // operation bytes appended over all generations, guarded by this
    private long generationBytes; // bytes of the current generation's file, header included, guarded by this
    private volatile long synced; // operation bytes known to be on disk

    private Translog(Path directory, long generation, MetricRegistry counters) throws IOException {
        this.directory = directory;
        this.counters = counters;
        this.generation = generation;
        this.channel = openGeneration(generation);
    }

    /** Starts a translog in {@code directory} at {@code generation} (a new shard starts at 1). */
    public static Translog create(Path directory, long generation, MetricRegistry counters) throws IOException {
        Files.createDirectories(directory);
        return new Translog(directory, generation, counters);
    }

    private FileChannel openGeneration(long gen) throws IOException {
        FileChannel created = FileChannel.open(TranslogFiles.file(directory, gen), StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE);
        ByteBuffer header = ByteBuffer.allocate(TranslogFiles.HEADER_BYTES).putInt(TranslogFiles.MAGIC).putLong(gen);
        writeFully(created, header.flip());
        created.force(false);
        IOUtils.fsync(directory, true); // the new file's name must survive a crash too
        generationBytes = TranslogFiles.HEADER_BYTES;
        return created;
    }

    /**
     * Appends one operation; it is durable once {@link #syncUpTo} the returned position has returned.
     *
     * @return the position just after the operation
     */
    public synchronized long add(TranslogOp op) throws IOException {
        byte[] id = op.id().getBytes(StandardCharsets.UTF_8);
        int bodySize = Integer.BYTES + id.length + op.source().length;
        int recordSize = TranslogFiles.FRAME_BYTES + bodySize;
        if (buffer.remaining() < recordSize) {
            writeBuffer();
            if (buffer.capacity() < recordSize) {
                buffer = ByteBuffer.allocate(recordSize);
            }
        }
        int start = buffer.position();
        buffer.putInt(bodySize).putInt(id.length).put(id).put(op.source());
        CRC32C crc = new CRC32C();
        crc.update(buffer.array(), start, Integer.BYTES + bodySize);
        buffer.putInt((int) crc.getValue());
        written += recordSize;
        generationBytes += recordSize;
        return written;
    }

    /** Writes the buffer to the current generation's file (not fsynced). Must hold this translog's monitor. */
    private void writeBuffer() throws IOException {
        assert Thread.holdsLock(this) : "writeBuffer must run synchronized on the translog";
        writeFully(channel, buffer.flip());
        buffer.clear();
    }

    private static void writeFully(FileChannel to, ByteBuffer bytes) throws IOException {
        while (bytes.hasRemaining()) {
            to.write(bytes);
        }
    }

    /** Everything appended so far is durable on return. */
    public boolean sync() throws IOException {
        long position;
        synchronized (this) {
            position = written;
        }
        return syncUpTo(position);
    }

    /**
     * Makes the operations up to {@code position} durable: writes the buffer and fsyncs, unless another sync already
     * covered the position. Appends go on while the fsync runs.
     *
     * @return whether this call fsynced
     */
    public boolean syncUpTo(long position) throws IOException {
        if (synced >= position) {
            return false;
        }
        synchronized (syncLock) {
            if (synced >= position) {
                return false;
            }
            long target;
            FileChannel current;
            synchronized (this) {
                writeBuffer();
                target = written;
                current = channel;
            }
            force(current);
            synced = target;
            return true;
        }
    }

    private void force(FileChannel file) throws IOException {
        long start = System.nanoTime();
        file.force(false);
        counters.add(Metric.TRANSLOG_FSYNC_TIME_S, System.nanoTime() - start);
        counters.increment(Metric.TRANSLOG_FSYNCS);
    }

    /**
     * Syncs and closes the current generation and starts the next, as a flush does before it commits
     * ({@code Translog#rollGeneration}); operations appended from now on go to the new generation.
     *
     * @return the new generation
     */
    public long rollGeneration() throws IOException {
        synchronized (syncLock) {
            synchronized (this) {
                writeBuffer();
                force(channel);
                synced = written;
                channel.close();
                generation++;
                channel = openGeneration(generation);
                return generation;
            }
        }
    }

    /** Deletes the generations older than {@code generation}, which a commit now covers. */
    public void trimBelow(long generation) throws IOException {
        for (long old : TranslogFiles.generations(directory)) {
            if (old < generation) {
                Files.deleteIfExists(TranslogFiles.file(directory, old));
            }
        }
    }

    public synchronized long currentGeneration() {
        return generation;
    }

    /** Bytes of the current generation: what a commit now would take out of recovery's replay. */
    public synchronized long uncommittedBytes() {
        return generationBytes;
    }

    /** Bytes of every generation file still on disk, written or not. */
    public long sizeInBytes() throws IOException {
        synchronized (this) {
            writeBuffer();
        }
        return TranslogFiles.sizeInBytes(directory);
    }

    @Override
    public void close() throws IOException {
        synchronized (syncLock) {
            synchronized (this) {
                if (channel.isOpen()) {
                    writeBuffer();
                    channel.close();
                }
            }
        }
    }
}
