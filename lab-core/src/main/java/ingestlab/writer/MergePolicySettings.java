package ingestlab.writer;

import static ingestlab.settings.Scope.INDEX;

import ingestlab.settings.ByteSize;
import ingestlab.settings.Parsers;
import ingestlab.settings.Setting;
import ingestlab.settings.SettingValues;
import java.util.List;

/**
 * The merge policy's parameters, under Elasticsearch's names ({@code index.merge.policy.*}), and the index settings
 * that give them. A parameter that the index's policy does not take has no value (null; an empty column).
 *
 * <p>Defaults and bounds are Elasticsearch's {@code MergePolicyConfig}
 * ({@code server/src/main/java/org/elasticsearch/index/MergePolicyConfig.java}), read at v8.11.4 from the release jar's
 * class file: {@code floor_segment} 2mb; {@code max_merged_segment} unset (0), which means 5gb for the tiered policy
 * and {@code DEFAULT_MAX_TIME_BASED_MERGED_SEGMENT} 100gb for the time-based one; {@code merge_factor} 32, at least
 * 2; {@code segments_per_tier} 10.0, at least 2.0; {@code max_merge_at_once} 10, at least 2; {@code
 * deletes_pct_allowed} 20.0, from 5.0 to 50.0. The v8.10.4 file could not be read here (neither its jar nor its tag's
 * source was available); the pull requests that set these values all came before 8.10 (#92684 and #93188 in 8.7,
 * #94134 in 8.8) and the next change to them, node-level defaults for {@code max_merged_segment} (#102208), came in
 * 8.12, so the two tags are taken to agree, unverified.
 *
 * <p>Each was added after {@code config_hash} was fixed, so each is hashed only when given and older rows keep their
 * hash. Whether a policy takes a parameter is {@link MergePolicyChoice#parameters()}; giving one the policy does not
 * take is refused ({@code catalog.SettingRules}).
 *
 * @param floorSegment segments below it count as this size ({@code TieredMergePolicy#setFloorSegmentMB},
 *     {@code LogByteSizeMergePolicy#setMinMergeMB})
 * @param maxMergedSegment the largest segment a normal merge makes
 * @param mergeFactor log-byte-size: segments merged at once, and per level
 * @param segmentsPerTier tiered: segments allowed per tier
 * @param maxMergeAtOnce tiered: segments merged at once
 * @param deletesPctAllowed tiered: the share of deleted documents tolerated, in percent
 */
public record MergePolicySettings(ByteSize floorSegment, ByteSize maxMergedSegment, Integer mergeFactor,
                                  Double segmentsPerTier, Integer maxMergeAtOnce, Double deletesPctAllowed) {
    private static final String AT_LEAST_TWO = "is not allowed (at least 2, as Elasticsearch)";
    private static final ByteSize TWO_MB = ByteSize.parse("2mb");
    private static final ByteSize FIVE_GB = ByteSize.parse("5gb");
    private static final ByteSize HUNDRED_GB = ByteSize.parse("100gb");

    public static final Setting<ByteSize> FLOOR_SEGMENT = Setting.of("floor_segment", INDEX, ByteSize::parse)
            .label("SIZE").derivedDefault("2mb", v -> ifTaken(v, MergePolicySettings.FLOOR_SEGMENT, TWO_MB))
            .hashedOnlyWhenGiven().appliesToEveryIndex()
            .describe("index.merge.policy.floor_segment: segments smaller than this count as this size when merges "
                    + "are picked (tiered and log-byte-size).")
            .build();
    public static final Setting<ByteSize> MAX_MERGED_SEGMENT = Setting.of("max_merged_segment", INDEX,
                    ByteSize::parse)
            .label("SIZE").derivedDefault(null, v -> ifTaken(v, MergePolicySettings.MAX_MERGED_SEGMENT,
                    v.get(WriterSettings.MERGE_POLICY) == MergePolicyChoice.TIERED ? FIVE_GB : HUNDRED_GB))
            .hashedOnlyWhenGiven().appliesToEveryIndex()
            .bound(size -> size.bytes() > 0, "is not allowed (more than 0b; leave it out for the policy's default)")
            .describe("index.merge.policy.max_merged_segment: the largest segment a merge makes; default 5gb with "
                    + "tiered, 100gb with log-byte-size (Elasticsearch's time-based default).")
            .build();
    public static final Setting<Integer> MERGE_FACTOR = Setting.of("merge_factor", INDEX, Parsers::integer)
            .label("N").derivedDefault("32", v -> ifTaken(v, MergePolicySettings.MERGE_FACTOR, 32))
            .hashedOnlyWhenGiven().appliesToEveryIndex().bound(n -> n >= 2, AT_LEAST_TWO)
            .describe("index.merge.policy.merge_factor: segments a log-byte-size merge takes at once (log-byte-size "
                    + "only).")
            .build();
    public static final Setting<Double> SEGMENTS_PER_TIER = Setting.of("segments_per_tier", INDEX, Parsers::decimal)
            .label("N").derivedDefault("10.0", v -> ifTaken(v, MergePolicySettings.SEGMENTS_PER_TIER, 10.0))
            .hashedOnlyWhenGiven().appliesToEveryIndex()
            .bound(n -> n >= 2, "is not allowed (at least 2.0, as Elasticsearch)")
            .describe("index.merge.policy.segments_per_tier: segments a tier may hold (tiered only); below "
                    + "max_merge_at_once it lowers that to match, as Elasticsearch does.")
            .build();
    public static final Setting<Integer> MAX_MERGE_AT_ONCE = Setting.of("max_merge_at_once", INDEX, Parsers::integer)
            .label("N").derivedDefault("10", v -> ifTaken(v, MergePolicySettings.MAX_MERGE_AT_ONCE, 10))
            .hashedOnlyWhenGiven().appliesToEveryIndex().bound(n -> n >= 2, AT_LEAST_TWO)
            .describe("index.merge.policy.max_merge_at_once: segments a tiered merge takes at once (tiered only).")
            .build();
    public static final Setting<Double> DELETES_PCT_ALLOWED = Setting.of("deletes_pct_allowed", INDEX,
                    Parsers::decimal)
            .label("PCT").derivedDefault("20.0", v -> ifTaken(v, MergePolicySettings.DELETES_PCT_ALLOWED, 20.0))
            .hashedOnlyWhenGiven().appliesToEveryIndex()
            .bound(p -> p >= 5 && p <= 50, "is out of range (5 to 50, as Elasticsearch)")
            .describe("index.merge.policy.deletes_pct_allowed: the share of deleted documents, in percent, a tiered "
                    + "index tolerates (tiered only).")
            .build();

    /** Every parameter, in column order. */
    public static final List<Setting<?>> ALL = List.of(FLOOR_SEGMENT, MAX_MERGED_SEGMENT, MERGE_FACTOR,
            SEGMENTS_PER_TIER, MAX_MERGE_AT_ONCE, DELETES_PCT_ALLOWED);

    /** An index's merge-policy parameters, read from its settings. */
    public static MergePolicySettings from(SettingValues index) {
        return new MergePolicySettings(index.get(FLOOR_SEGMENT), index.get(MAX_MERGED_SEGMENT), index.get(MERGE_FACTOR),
                index.get(SEGMENTS_PER_TIER), index.get(MAX_MERGE_AT_ONCE), index.get(DELETES_PCT_ALLOWED));
    }

    /** {@code value} when the index's policy takes {@code setting}; otherwise no value. */
    private static <T> T ifTaken(SettingValues values, Setting<T> setting, T value) {
        return values.get(WriterSettings.MERGE_POLICY).parameters().contains(setting) ? value : null;
    }

    /** A size in Lucene's MB (MiB), as Elasticsearch's {@code ByteSizeValue#getMbFrac}. */
    static double mb(ByteSize size) {
        return size.bytes() / (1024.0 * 1024.0);
    }
}
