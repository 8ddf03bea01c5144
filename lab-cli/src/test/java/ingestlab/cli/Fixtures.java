package ingestlab.cli;

import java.net.URISyntaxException;
import java.nio.file.Path;

/**
 * Result files under src/test/resources/results: next-buffer.csv and full.csv are real runs (bin/lab run --dataset
 * geopoint --docs 20000 --trials 3, the second with --flush full); other-java.csv is full.csv with another
 * java_version; sweep-1.csv and sweep-2.csv are hand-made sweep partitions (columns in other orders, run_id,
 * config_hash, warmup and order, one failed trial) with their timelines; real-sweep.csv and its timeline are a real
 * sweep (bin/lab sweep --dataset geopoint --docs 60000 --buffer 4mb,16mb --flush full,next-buffer --shards 2
 * --trials 2 --warmup-trials 1 --timeline).
 */
final class Fixtures {
    private Fixtures() {}

    static String path(String name) {
        try {
            return Path.of(Fixtures.class.getResource("/results/" + name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
