package ingestlab.search;

import ingestlab.metrics.QueryType;
import ingestlab.metrics.QueryTypeStats;
import ingestlab.metrics.SearchResult;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

/**
 * The search phase: on indices as they stand, one pass over every query for the hit checksum, a warm-up, then the
 * measured run. Warm-up and run take passes over every (index, query) pair in a seeded order, interleaving the types
 * so that each meets the same JIT, GC and cache conditions; the run takes at least one whole pass (every query type
 * measured) and ends at the first query finishing after the duration. Runs on the calling thread, one query at a time.
 */
public final class SearchBench {
    private final SearchPlan plan;
    private final LongSupplier nanoClock;

    public SearchBench(SearchPlan plan) {
        this(plan, System::nanoTime);
    }

    /** With a clock of its own, so that tests decide how many queries a run takes. */
    SearchBench(SearchPlan plan, LongSupplier nanoClock) {
        this.plan = plan;
        this.nanoClock = nanoClock;
    }

    /** One query of one index. */
    private record Search(int index, BenchQuery query) {}

    /** @param mergedTo the segments per shard a force-merge left before this phase; 0 for none */
    public SearchResult run(List<SearchTarget> targets, int mergedTo) throws IOException {
        List<Search> searches = new ArrayList<>();
        for (int i = 0; i < targets.size(); i++) {
            for (BenchQuery query : targets.get(i).queries().queries()) {
                searches.add(new Search(i, query));
            }
        }
        if (searches.isEmpty()) {
            throw new IllegalArgumentException(SearchSettings.SEARCH_BENCH.option()
                    + ": no index has a query to run (each query type needs: " + needs() + ")");
        }
        long[] checksums = new long[targets.size()];
        for (Search search : searches) {
            checksums[search.index()] += targets.get(search.index()).index().searcher().count(search.query().query());
        }
        SplittableRandom order = new SplittableRandom(plan.seed() ^ 0x0DE5EA4CL);
        long warmupEnd = nanoClock.getAsLong() + plan.warmupMillis() * 1_000_000;
        do {
            for (Search search : shuffled(searches, order)) {
                search.query().run(targets.get(search.index()).index());
            }
        } while (nanoClock.getAsLong() < warmupEnd);

        List<Map<QueryType, Latencies>> latencies = new ArrayList<>();
        targets.forEach(t -> latencies.add(new EnumMap<>(QueryType.class)));
        long start = nanoClock.getAsLong();
        long end = start + plan.durationMillis() * 1_000_000;
        long now = start;
        boolean firstPass = true;
        do {
            for (Search search : shuffled(searches, order)) {
                long before = nanoClock.getAsLong();
                search.query().run(targets.get(search.index()).index());
                now = nanoClock.getAsLong();
                latencies.get(search.index()).computeIfAbsent(search.query().type(), t -> new Latencies())
                        .record(now - before);
                // The first pass always completes, so that every query type is measured however slow the machine.
                if (now >= end && !firstPass) {
                    break;
                }
            }
            firstPass = false;
        } while (now < end);
        return result(mergedTo, targets, latencies, checksums, now - start);
    }

    private static SearchResult result(int mergedTo, List<SearchTarget> targets, List<Map<QueryType, Latencies>> latencies,
                                       long[] checksums, long measuredNanos) {
        Map<QueryType, Latencies> node = new EnumMap<>(QueryType.class);
        List<SearchResult.IndexResult> indices = new ArrayList<>();
        int segments = 0;
        long checksum = 0;
        for (int i = 0; i < targets.size(); i++) {
            SearchedIndex index = targets.get(i).index();
            List<QueryTypeStats> byType = new ArrayList<>();
            latencies.get(i).forEach((type, l) -> {
                byType.add(l.stats(type));
                node.computeIfAbsent(type, t -> new Latencies()).addAll(l);
            });
            indices.add(new SearchResult.IndexResult(index.name(), byType, index.segments(), checksums[i]));
            segments += index.segments();
            checksum += checksums[i];
        }
        List<QueryTypeStats> byType = new ArrayList<>();
        Latencies all = new Latencies();
        node.forEach((type, l) -> {
            byType.add(l.stats(type));
            all.addAll(l);
        });
        return new SearchResult(mergedTo, false, byType, all.allTypes(), indices, segments, checksum,
                measuredNanos);
    }

    /** A fresh order of the searches (Fisher-Yates on the seeded source). */
    private static List<Search> shuffled(List<Search> searches, SplittableRandom random) {
        List<Search> order = new ArrayList<>(searches);
        for (int i = order.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            order.set(j, order.set(i, order.get(j)));
        }
        return order;
    }

    private static String needs() {
        List<String> lines = new ArrayList<>();
        for (QueryType type : QueryType.values()) {
            lines.add(type.cliName() + " " + type.needs());
        }
        return String.join("; ", lines);
    }
}
