package ingestlab.calibrate;

import java.util.Locale;

/**
 * Where the lab's and the bare loop's time goes, from one JFR run of each: their CPU samples by owner, the lab's
 * hottest harness frames, and the ratio lab/bare those shares imply.
 */
public record ProfileReport(HotFrames.Profile lab, HotFrames.Profile bare) {
    /** The text {@code lab calibrate} prints. */
    public String render() {
        StringBuilder text = new StringBuilder("Where the time goes (one more run of each under JFR, CPU samples of every "
                + "thread but main, each charged to its first frame outside the JDK):\n");
        text.append(shares("lab", lab)).append(shares("bare", bare));
        text.append("  the lab's harness, top frames:\n");
        for (HotFrames.Frame frame : lab.labFrames()) {
            text.append(String.format(Locale.ROOT, "    %5.2f%%  %s%n", 100 * frame.share(), frame.method()));
        }
        text.append(String.format(Locale.ROOT, "  estimated lab/bare from the shares %.3f: (1 - lab's harness share) / "
                        + "(1 - bare's), if the rest costs the same in both and the machine is CPU-bound; unlike "
                        + "docs/s, shares do not move when other work slows both runs%n",
                HotFrames.estimatedRatio(lab, bare)));
        return text.toString();
    }

    private static String shares(String name, HotFrames.Profile profile) {
        return String.format(Locale.ROOT, "  %-5s %6d samples: Lucene %.1f%%, feed and mapping %.1f%%, harness %.1f%%, "
                        + "other %.1f%%%n", name, profile.total(), 100 * profile.share(HotFrames.Owner.LUCENE),
                100 * profile.share(HotFrames.Owner.FEED_AND_MAPPING), 100 * profile.share(HotFrames.Owner.HARNESS),
                100 * profile.share(HotFrames.Owner.OTHER));
    }
}
