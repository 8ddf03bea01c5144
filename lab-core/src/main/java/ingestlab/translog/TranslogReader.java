package ingestlab.translog;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * Reads a shard's translog back for recovery, verifying every operation's checksum. As in Elasticsearch, the last
 * operation of the last generation may be torn by a crash (cut short, or its checksum wrong with nothing after it):
 * it was never acknowledged durable, so it is dropped. Anything wrong before it is corruption and fails with the
 * generation and offset ({@link TranslogCorruptedException}); nothing is skipped silently.
 */
public final class TranslogReader {
    /** Receives the operations, in order. */
    public interface OpVisitor {
        void visit(TranslogOp op) throws IOException;
    }

    /**
     * @param ops operations read and handed on
     * @param tornBytes bytes of a torn last operation that were dropped (0 if none)
     * @param lastGeneration the newest generation read
     */
    public record Replay(long ops, long tornBytes, long lastGeneration) {}

    private TranslogReader() {}

    /** Replays every operation of the generations from {@code fromGeneration} on. */
    public static Replay replay(Path directory, long fromGeneration, OpVisitor visitor) throws IOException {
        List<Long> generations = TranslogFiles.generations(directory).stream().filter(g -> g >= fromGeneration).toList();
        if (generations.isEmpty() || generations.get(0) != fromGeneration) {
            throw new TranslogCorruptedException(fromGeneration, 0, "the generation the last commit points to is "
                    + "missing from " + directory);
        }
        long ops = 0;
        long torn = 0;
        for (int i = 0; i < generations.size(); i++) {
            long generation = generations.get(i);
            if (generation != fromGeneration + i) {
                throw new TranslogCorruptedException(fromGeneration + i, 0, "the generation is missing");
            }
            boolean last = i == generations.size() - 1;
            long[] counts = readGeneration(directory, generation, last, visitor);
            ops += counts[0];
            torn += counts[1];
        }
        return new Replay(ops, torn, generations.get(generations.size() - 1));
    }

    /** @return the operations read and the torn bytes dropped */
    private static long[] readGeneration(Path directory, long generation, boolean last, OpVisitor visitor)
            throws IOException {
        Path file = TranslogFiles.file(directory, generation);
        long length = Files.size(file);
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file), 1 << 16))) {
            if (length < TranslogFiles.HEADER_BYTES) {
                // A crash while a new generation's header was written: nothing in it was ever acknowledged.
                return tornOr(last, generation, 0, length, "the header is cut short");
            }
            int magic = in.readInt();
            long headerGeneration = in.readLong();
            if (magic != TranslogFiles.MAGIC || headerGeneration != generation) {
                throw new TranslogCorruptedException(generation, 0, "not a translog header of this generation");
            }
            long offset = TranslogFiles.HEADER_BYTES;
            long ops = 0;
            while (offset < length) {
                long remaining = length - offset;
                if (remaining < Integer.BYTES) {
                    return new long[] {ops, tornOr(last, generation, offset, remaining, "a size cut short")[1]};
                }
                int size = in.readInt();
                if (size < Integer.BYTES || size > TranslogFiles.MAX_BODY_BYTES) {
                    throw new TranslogCorruptedException(generation, offset, "impossible operation size " + size);
                }
                long recordEnd = offset + TranslogFiles.FRAME_BYTES + size;
                if (recordEnd > length) {
                    return new long[] {ops, tornOr(last, generation, offset, remaining, "an operation cut short")[1]};
                }
                byte[] body = new byte[size];
                in.readFully(body);
                int stored = in.readInt();
                CRC32C crc = new CRC32C();
                crc.update(ByteBuffer.allocate(Integer.BYTES).putInt(size).flip());
                crc.update(body);
                if ((int) crc.getValue() != stored) {
                    return new long[] {ops, tornOr(last && recordEnd == length, generation, offset, remaining,
                            "checksum mismatch")[1]};
                }
                visitor.visit(decode(body, generation, offset));
                ops++;
                offset = recordEnd;
            }
            return new long[] {ops, 0};
        }
    }

    /** A damaged tail: dropped when it is the log's very end, corruption anywhere else. */
    private static long[] tornOr(boolean droppable, long generation, long offset, long bytes, String what)
            throws TranslogCorruptedException {
        if (!droppable) {
            throw new TranslogCorruptedException(generation, offset, what);
        }
        return new long[] {0, bytes};
    }

    private static TranslogOp decode(byte[] body, long generation, long offset) throws TranslogCorruptedException {
        int idLength = ByteBuffer.wrap(body).getInt();
        if (idLength < 0 || idLength > body.length - Integer.BYTES) {
            throw new TranslogCorruptedException(generation, offset, "impossible id length " + idLength);
        }
        String id = new String(body, Integer.BYTES, idLength, StandardCharsets.UTF_8);
        return new TranslogOp(id, Arrays.copyOfRange(body, Integer.BYTES + idLength, body.length));
    }
}
