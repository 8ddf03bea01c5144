package ingestlab.metrics;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.regex.Pattern;

/**
 * Young and old collection counts and times, from the JVM's collector beans. Beans for concurrent cycles
 * (such as "G1 Concurrent GC") are left out: their time is not pause time.
 */
public record GcStats(long youngCount, long youngMillis, long oldCount, long oldMillis) {
    private static final Pattern YOUNG = Pattern.compile(".*(Young|Scavenge|Copy|ParNew|Minor Pauses).*");
    private static final Pattern OLD = Pattern.compile(".*(Old|MarkSweep|Major Pauses).*");

    public static GcStats now() {
        long yc = 0, yt = 0, oc = 0, ot = 0;
        for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
            String name = bean.getName();
            long count = Math.max(0, bean.getCollectionCount());
            long time = Math.max(0, bean.getCollectionTime());
            if (YOUNG.matcher(name).matches()) {
                yc += count;
                yt += time;
            } else if (OLD.matcher(name).matches()) {
                oc += count;
                ot += time;
            }
        }
        return new GcStats(yc, yt, oc, ot);
    }

    public GcStats since(GcStats earlier) {
        return new GcStats(youngCount - earlier.youngCount, youngMillis - earlier.youngMillis,
                oldCount - earlier.oldCount, oldMillis - earlier.oldMillis);
    }
}
