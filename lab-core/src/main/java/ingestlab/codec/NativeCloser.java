package ingestlab.codec;

import java.io.Closeable;
import java.io.IOException;
import java.lang.ref.Cleaner;
import java.util.ArrayList;
import java.util.List;

/**
 * Frees the native zstd contexts of one compressor or decompressor. zstd-jni's contexts hold native memory and have
 * no finalizer, while Lucene never closes a {@code Decompressor} (it clones one per stored-fields reader clone), so
 * each owner registers its closer with a {@link Cleaner}: the contexts go when the owner becomes unreachable, or
 * at once on {@link Cleaner.Cleanable#clean()}.
 */
final class NativeCloser implements Runnable {
    private static final Cleaner CLEANER = Cleaner.create();

    private final List<Closeable> resources = new ArrayList<>();

    /** Registers a new closer for {@code owner}; the closer must not refer to the owner. */
    static Cleaner.Cleanable register(Object owner, NativeCloser closer) {
        return CLEANER.register(owner, closer);
    }

    synchronized <T extends Closeable> T add(T resource) {
        resources.add(resource);
        return resource;
    }

    @Override
    public synchronized void run() {
        for (Closeable resource : resources) {
            try {
                resource.close();
            } catch (IOException | RuntimeException ignored) {
                // freeing native memory on the way out: nothing left to do about a failure
            }
        }
        resources.clear();
    }
}
