package ingestlab.experiment;

import ingestlab.node.ShardStorage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.FilterDirectory;
import org.apache.lucene.store.FilterIndexOutput;
import org.apache.lucene.store.IOContext;
import org.apache.lucene.store.IndexOutput;

/**
 * Shard storage on a disk that fills up: each shard's directory takes {@code quota} bytes, then every write fails
 * as a full disk's does (Lucene's {@code MockDirectoryWrapper#setMaxSizeInBytes} does the same for Lucene's tests).
 */
public record FullDisk(long quota) implements ShardStorage {
    public static final String NO_SPACE = "No space left on device";

    @Override
    public Directory open(Path shardFolder) throws IOException {
        AtomicLong written = new AtomicLong();
        return new FilterDirectory(FSDirectory.open(shardFolder)) {
            @Override
            public IndexOutput createOutput(String name, IOContext context) throws IOException {
                return limited(super.createOutput(name, context), written);
            }

            @Override
            public IndexOutput createTempOutput(String prefix, String suffix, IOContext context) throws IOException {
                return limited(super.createTempOutput(prefix, suffix, context), written);
            }
        };
    }

    private IndexOutput limited(IndexOutput out, AtomicLong written) {
        return new FilterIndexOutput("full disk", out.getName(), out) {
            @Override
            public void writeByte(byte b) throws IOException {
                take(1);
                super.writeByte(b);
            }

            @Override
            public void writeBytes(byte[] bytes, int offset, int length) throws IOException {
                take(length);
                super.writeBytes(bytes, offset, length);
            }

            private void take(long bytes) throws IOException {
                if (written.addAndGet(bytes) > quota) {
                    throw new IOException(NO_SPACE + " (writing " + getName() + ")");
                }
            }
        };
    }
}
