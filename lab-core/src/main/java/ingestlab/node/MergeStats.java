package ingestlab.node;

import java.util.concurrent.atomic.LongAdder;

/** Merges run on a node and their time, summed over merge threads. */
final class MergeStats {
    final LongAdder merges = new LongAdder();
    final LongAdder nanos = new LongAdder();
}
