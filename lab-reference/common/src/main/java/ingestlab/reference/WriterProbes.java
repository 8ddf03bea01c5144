package ingestlab.reference;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.function.BooleanSupplier;
import org.apache.lucene.index.IndexWriter;

/**
 * What an engine's IndexWriter knows and Lucene 9 keeps package-private, read by reflection: the same in every engine
 * the reference runs (Lucene 9.7 to 9.12; apache/lucene {@code lucene/core/src/java/org/apache/lucene/index/}).
 */
public final class WriterProbes {
    private WriterProbes() {}

    /**
     * Whether the writer is in a full flush (a refresh's or a commit's): {@code DocumentsWriterFlushControl#isFullFlush},
     * reached through {@code IndexWriter#docWriter} and {@code DocumentsWriter#flushControl}.
     */
    public static BooleanSupplier fullFlush(IndexWriter writer) {
        try {
            Field docWriter = IndexWriter.class.getDeclaredField("docWriter");
            docWriter.setAccessible(true);
            Object documentsWriter = docWriter.get(writer);
            Field flushControl = documentsWriter.getClass().getDeclaredField("flushControl");
            flushControl.setAccessible(true);
            Object control = flushControl.get(documentsWriter);
            Method isFullFlush = control.getClass().getDeclaredMethod("isFullFlush");
            isFullFlush.setAccessible(true);
            return () -> {
                try {
                    return (Boolean) isFullFlush.invoke(control);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot read whether the IndexWriter is in a full flush", e);
                }
            };
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot reach the IndexWriter's flush control", e);
        }
    }

    /**
     * An engine's private IndexWriter: the field {@code indexWriter} of its {@code InternalEngine}, Elasticsearch's
     * and OpenSearch's alike.
     */
    public static IndexWriter indexWriter(Object engine) {
        for (Class<?> type = engine.getClass(); type != null; type = type.getSuperclass()) {
            try {
                Field field = type.getDeclaredField("indexWriter");
                field.setAccessible(true);
                return (IndexWriter) field.get(engine);
            } catch (NoSuchFieldException e) {
                // declared further up
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot read the IndexWriter of the engine", e);
            }
        }
        throw new IllegalStateException(engine.getClass().getName() + " has no indexWriter field");
    }

    /**
     * IndexWriter's flush count ({@code getFlushCount}), which counts every flushed segment and also every full flush
     * that found nothing to flush: an upper bound, kept for comparison with the observed segments.
     */
    public static long flushCount(IndexWriter writer) {
        try {
            Method flushCount = IndexWriter.class.getDeclaredMethod("getFlushCount");
            flushCount.setAccessible(true);
            return (Integer) flushCount.invoke(writer);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read the flush count of the IndexWriter", e);
        }
    }
}
