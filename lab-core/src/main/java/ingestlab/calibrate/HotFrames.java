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
import jdk.jfr.consumer.RecordingFile;

/**
 * Where a JFR recording's CPU samples went, told apart by whose code was running: each execution sample is charged
 * to the first frame, from the top of its stack, that is not the JDK's. A sample in {@code HashMap.put} called from
 * a lab method is the lab's; one in Lucene (or the JDK called from Lucene) is Lucene's. The lab's frames with the
 * most samples are where the harness spends its time.
 */
public final class HotFrames {
    /** Whose code a sample was charged to. */
    public enum Owner { LAB, LUCENE, OTHER }

    /** A lab method and the samples charged to it, with their share of all samples. */
    public record Frame(String method, long samples, double share) {}

    /**
     * @param total execution samples in the recording
     * @param byOwner samples charged to each owner
     * @param labFrames the lab's methods, most samples first
     */
    public record Profile(long total, Map<Owner, Long> byOwner, List<Frame> labFrames) {
        public double share(Owner owner) {
            return total == 0 ? 0 : byOwner.getOrDefault(owner, 0L) / (double) total;
        }
    }

    private static final String LAB_PACKAGE = "ingestlab.";

    private HotFrames() {}

    public static Profile read(Path recording, int limit) throws IOException {
        Map<String, Long> labCounts = new HashMap<>();
        Map<Owner, Long> byOwner = new HashMap<>();
        long total = 0;
        try (RecordingFile file = new RecordingFile(recording)) {
            while (file.hasMoreEvents()) {
                RecordedEvent event = file.readEvent();
                if (!event.getEventType().getName().equals("jdk.ExecutionSample") || event.getStackTrace() == null) {
                    continue;
                }
                total++;
                RecordedFrame charged = chargedFrame(event.getStackTrace());
                Owner owner = ownerOf(charged);
                byOwner.merge(owner, 1L, Long::sum);
                if (owner == Owner.LAB) {
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
        String type = frame == null ? "" : className(frame);
        if (type.startsWith(LAB_PACKAGE)) {
            return Owner.LAB;
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
