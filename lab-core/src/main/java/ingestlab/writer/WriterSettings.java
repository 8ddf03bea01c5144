package ingestlab.writer;

import static ingestlab.settings.Scope.INDEX;
import static ingestlab.settings.SettingBuilder.AT_LEAST_ONE;

import ingestlab.codec.ZstdLevels;
import ingestlab.settings.NodeProcessors;
import ingestlab.settings.Parsers;
import ingestlab.settings.Setting;
import ingestlab.settings.SettingValues;
import ingestlab.util.NamedValues;
import org.apache.lucene.index.MergePolicy;

/**
 * How an index's IndexWriters merge and compress, and the index settings that say so (Elasticsearch's
 * {@code index.merge.*} and {@code index.codec}).
 *
 * @param mergeThreads merge threads per shard ({@code index.merge.scheduler.max_thread_count})
 * @param mergeCount merges per shard before indexing is throttled ({@code index.merge.scheduler.max_merge_count})
 * @param mergeParameters the merge policy's parameters ({@code index.merge.policy.*})
 * @param codecLevel the codec's level; {@link CodecChoice#NO_LEVEL} for codecs without levels
 */
public record WriterSettings(MergePolicyChoice mergePolicy, MergePolicySettings mergeParameters, int mergeThreads,
                             int mergeCount, CodecChoice codec, int codecLevel) {
    private static final int PROCESSORS = Runtime.getRuntime().availableProcessors();

    public static final Setting<MergePolicyChoice> MERGE_POLICY = Setting.named("merge_policy", INDEX,
                    MergePolicyChoice.class)
            .label("POLICY").defaultText("tiered")
            .describe("Merge policy, with Elasticsearch's parameters: " + NamedValues.allowed(MergePolicyChoice.class)
                    + ".")
            .build();
    // index.merge.scheduler.max_thread_count = max(1, min(4, processors / 2)); max_merge_count = that + 5.
    public static final Setting<Integer> MERGE_THREADS = Setting.of("merge_threads", INDEX, Parsers::integer)
            .label("N").derivedDefault(Integer.toString(Math.max(1, Math.min(4, PROCESSORS / 2))),
                    v -> Math.max(1, Math.min(4, v.get(NodeProcessors.PROCESSORS) / 2)))
            .bound(n -> n >= 1, AT_LEAST_ONE)
            .describe("Merge threads per shard; default max(1, min(4, cores/2)).")
            .build();
    public static final Setting<Integer> MERGE_COUNT = Setting.of("merge_count", INDEX, Parsers::integer)
            .label("N").derivedDefault(null, v -> v.get(WriterSettings.MERGE_THREADS) + 5)
            .bound(n -> n >= 1, AT_LEAST_ONE)
            .describe("Max merges per shard before indexing is throttled; default merge threads + 5.")
            .build();
    public static final Setting<CodecChoice> CODEC = Setting.named("codec", INDEX, CodecChoice.class)
            .label("CODEC").defaultText("default")
            .describe("Stored-fields codec: " + NamedValues.allowed(CodecChoice.class) + ". See docs/codecs.md.")
            .build();
    /** {@link CodecChoice#NO_LEVEL} (an empty column) for codecs without levels. */
    public static final Setting<Integer> CODEC_LEVEL = Setting.of("codec_level", INDEX, Parsers::integer)
            .label("LEVEL").derivedDefault(null, v -> v.get(WriterSettings.CODEC).defaultLevel())
            .column(level -> level == CodecChoice.NO_LEVEL ? "" : level)
            .describe("Compression level of the zstd codecs, " + ZstdLevels.MIN + " to " + ZstdLevels.MAX
                    + " (default " + ZstdLevels.DEFAULT + "); not allowed with the others.")
            .build();

    /** An index's IndexWriter settings, read from its settings. */
    public static WriterSettings from(SettingValues index) {
        return new WriterSettings(index.get(MERGE_POLICY), MergePolicySettings.from(index), index.get(MERGE_THREADS),
                index.get(MERGE_COUNT), index.get(CODEC), index.get(CODEC_LEVEL));
    }

    /** The shard's merge policy, configured from the index's settings. */
    public MergePolicy createMergePolicy() {
        return mergePolicy.create(mergeParameters);
    }
}
