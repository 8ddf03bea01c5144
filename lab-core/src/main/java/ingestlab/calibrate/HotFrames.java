package ingestlab.calibrate;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where a JFR recording's CPU samples went, told apart by whose code was running: each execution sample is charged
 * to the first frame, from the top of its stack, that is not the JDK's. A sample in {@code HashMap.put} called from
 * a lab method is the lab's; one in Lucene (or the JDK called from Lucene) is Lucene's. The harness's frames with the
 * most samples are where the lab spends time a bare IndexWriter loop does not. One Lucene class counts as the
 * harness: {@code FilterIndexOutput}, whose methods the measuring directory's outputs inherit (JFR names the declaring
 * class, not the object's), and which the bare loop's plain FSDirectory never runs during indexing. Samples of the
 * main thread are left out (see {@link #isMainThread}).
 */
public final class HotFrames {
    /**
     * Whose code a sample was charged to: the lab's harness (node, controller, clients, measurement), the lab's feed
     * and mapping (which the bare loop runs too: datasets, {@code DocBuilder}, codecs), Lucene, or anything else.
     */
    public enum Owner { HARNESS, FEED_AND_MAPPING, LUCENE, OTHER }

    /** A harness method and the samples charged to it, with their share of all samples. */
    public record Frame(String method, long samples, double share) {}

    /**
     * @param total execution samples in the recording
     * @param byOwner samples charged to each owner
     * @param labFrames the harness's methods, most samples first
     */
    public record Profile(long total, Map<Owner, Long> byOwner, List<Frame> labFrames) {
        public double share(Owner owner) {
            return total == 0 ? 0 : byOwner.getOrDefault(owner, 0L) / (double) total;
        }
    }

    /**
     * The throughput ratio lab/bare the two profiles imply: {@code (1 - lab's harness share) / (1 - bare's)}, if both
     * did the same other work (Lucene, feed, mapping) and were CPU-bound. Shares of the work done do not move when
     * another process slows both runs, so this holds on a busy machine where docs/s does not.
     */
    public static double estimatedRatio(Profile lab, Profile bare) {
        return (1 - lab.share(Owner.HARNESS)) / (1 - bare.share(Owner.HARNESS));
    }

    private static final String LAB_PACKAGE = "ingestlab.";
    /**
     * Inherited by {@code MeasuringDirectory}'s outputs; on http_logs its per-byte forwarding (postings' {@code PForUtil}
     * writes byte by byte) was 0.6% of the lab's samples, which counted as Lucene's before this rule.
     */
    private static final String LAB_WRAPPED_LUCENE_CLASS = "org.apache.lucene.store.FilterIndexOutput";
    private static final String MAIN_THREAD = "main";
    /** The lab's packages the bare loop runs as well: the feed, the mapping, the stored-fields codecs. */
    private static final List<String> SHARED_WITH_BARE = List.of("ingestlab.data.", "ingestlab.mapping.",
            "ingestlab.codec.");

    private HotFrames() {}

    public static Profile read(Path recording, int limit) throws IOException {
        Map<String, Long> labCounts = new HashMap<>();
        Map<Owner, Long> byOwner = new HashMap<>();
        long total = 0;
        try (RecordingFile file = new RecordingFile(recording)) {
            while (file.hasMoreEvents()) {
                RecordedEvent event = file.readEvent();
                if (!event.getEventType().getName().equals("jdk.ExecutionSample") || event.getStackTrace() == null
                        || isMainThread(event)) {
                    continue;
                }
                total++;
                RecordedFrame charged = chargedFrame(event.getStackTrace());
                Owner owner = ownerOf(charged);
                byOwner.merge(owner, 1L, Long::sum);
                if (owner == Owner.HARNESS) {
                    labCounts.merge(methodName(charged), 1L, Long::sum);
                }
            }
        }
        List<Frame> frames = new ArrayList<>();
        for (Map.Entry<String, Long> entry : labCounts.entrySet()) {
            frames.add(new Frame(entry.getKey(), entry.getValue(), entry.getValue() / (double) total));
        }
        frames.sort(Comparator.comparingLong(Frame::samples).reversed().thenComparing(Frame::method));
        return new Profile(total, byOwner, List.copyOf(frames.subList(0, Math.min(limit, frames.size()))));
    }

    /**
     * The thread that ran the command: it starts the JVM and the node, then waits, then runs the final refresh and
     * merges, none of which docs/s times. Indexing, merging and the lab's own work run on threads of their own.
     */
    static boolean isMainThread(RecordedEvent sample) {
        RecordedThread thread = sample.getThread("sampledThread");
        return thread != null && MAIN_THREAD.equals(thread.getJavaName());
    }

    /** The topmost frame that is not the JDK's, or the top frame if all are (a pure JDK thread). */
    static RecordedFrame chargedFrame(RecordedStackTrace stack) {
        List<RecordedFrame> frames = stack.getFrames();
        for (RecordedFrame frame : frames) {
            if (frame.isJavaFrame() && !isJdk(className(frame))) {
                return frame;
            }
        }
        return frames.isEmpty() ? null : frames.get(0);
    }

    static Owner ownerOf(RecordedFrame frame) {
        return ownerOf(frame == null ? "" : className(frame));
    }

    static Owner ownerOf(String type) {
        if (type.equals(LAB_WRAPPED_LUCENE_CLASS)) {
            return Owner.HARNESS;
        }
        if (type.startsWith(LAB_PACKAGE)) {
            return SHARED_WITH_BARE.stream().anyMatch(type::startsWith) ? Owner.FEED_AND_MAPPING : Owner.HARNESS;
        }
        return type.startsWith("org.apache.lucene.") ? Owner.LUCENE : Owner.OTHER;
    }

    static boolean isJdk(String className) {
        return className.startsWith("java.") || className.startsWith("javax.") || className.startsWith("jdk.")
                || className.startsWith("sun.") || className.startsWith("com.sun.");
    }

    private static String className(RecordedFrame frame) {
        return frame.getMethod() == null ? "" : frame.getMethod().getType().getName();
    }

    private static String methodName(RecordedFrame frame) {
        String type = className(frame);
        return type.substring(type.lastIndexOf('.') + 1) + "." + frame.getMethod().getName();
    }
}
