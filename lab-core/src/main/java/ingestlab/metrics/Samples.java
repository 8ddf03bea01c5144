package ingestlab.metrics;

import java.util.EnumMap;
import java.util.Map;
import org.HdrHistogram.ConcurrentHistogram;
import org.HdrHistogram.Histogram;

/** The distributions of a trial, one HdrHistogram per {@link Sample} (3 significant digits, auto-resizing). */
public final class Samples {
    private final Map<Sample, Histogram> histograms = new EnumMap<>(Sample.class);
    private final Samples parent; // null unless a part's samples

    public Samples() {
        this((Samples) null);
    }

    private Samples(Samples parent) {
        this.parent = parent;
        for (Sample sample : Sample.values()) {
            histograms.put(sample, new ConcurrentHistogram(3));
        }
    }

    private Samples(Map<Sample, Histogram> copies) {
        this.parent = null;
        histograms.putAll(copies);
    }

    public void record(Sample sample, long value) {
        histograms.get(sample).recordValue(Math.max(0, value));
        if (parent != null) {
            parent.record(sample, value);
        }
    }

    /** The samples of one part of what these describe (an index of the node): recorded here, recorded there too. */
    public Samples child() {
        return new Samples(this);
    }

    /** The value at {@code percentile} (0..100; 100 is the maximum), or NaN when nothing was recorded. */
    public double percentile(Sample sample, double percentile) {
        Histogram histogram = histograms.get(sample);
        return histogram.getTotalCount() == 0 ? Double.NaN : histogram.getValueAtPercentile(percentile);
    }

    public long count(Sample sample) {
        return histograms.get(sample).getTotalCount();
    }

    /** A copy of what was recorded so far. */
    public Samples snapshot() {
        Map<Sample, Histogram> copies = new EnumMap<>(Sample.class);
        histograms.forEach((sample, histogram) -> copies.put(sample, histogram.copy()));
        return new Samples(copies);
    }
}
