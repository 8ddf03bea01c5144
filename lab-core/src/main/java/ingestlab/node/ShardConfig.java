package ingestlab.node;

import ingestlab.data.DataSettings;
import ingestlab.data.IdMode;
import ingestlab.settings.SettingValues;
import ingestlab.writer.WriterSettings;

/**
 * What each copy of an index's shards is built from: how it treats ids, and how its IndexWriter is configured.
 *
 * @param serialMerges {@code --deterministic}: merges run on the thread that triggered them, in order, so segments
 *     repeat
 */
record ShardConfig(IdMode ids, WriterSettings writer, boolean serialMerges) {
    /** Read from the settings of the shard's index. */
    public static ShardConfig of(SettingValues index) {
        return new ShardConfig(index.get(DataSettings.IDS), WriterSettings.from(index),
                index.get(NodeSettings.DETERMINISTIC));
    }
}
