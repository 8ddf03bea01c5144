package ingestlab.experiment;

import ingestlab.load.ClientSettings;
import ingestlab.node.NodeSettings;
import ingestlab.workload.Workload;
import ingestlab.data.DataSettings;
import ingestlab.data.FeedOptions;
import ingestlab.mapping.DocBuilder;
import ingestlab.metrics.SearchResult;
import ingestlab.node.IndexSettings;
import ingestlab.node.Node;
import ingestlab.search.IndexQueries;
import ingestlab.search.QuerySet;
import ingestlab.search.SearchBench;
import ingestlab.search.SearchPlan;
import ingestlab.settings.ExperimentSpec;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A trial's search benchmark ({@code --search-bench}), once indexing is finished and checked: each index's queries
 * drawn from its own dataset, as its feed was seeded, a phase on the index as ingestion left it, then, with
 * {@code --search-bench-after-merge N}, that phase again (the A/A control: the JVM is warmer by then, as it is for the
 * merged phase, so the merged phase is compared with the repeat, warm against warm), a force-merge of every primary
 * to N segments and a phase on that.
 */
final class SearchPhases {
    private SearchPhases() {}

    /** The phases run, in order; none when the benchmark is off. */
    static List<SearchResult> run(ExperimentSpec spec, Workload workload, List<DocBuilder> builders, List<String> names,
                                  Node node) throws IOException {
        long seed = spec.get(NodeSettings.SEED);
        SearchPlan plan = SearchPlan.from(spec, seed);
        if (plan == null) {
            return List.of();
        }
        Map<String, QuerySet> queries = new LinkedHashMap<>();
        for (int i = 0; i < names.size(); i++) {
            ExperimentSpec index = workload.indices().get(i).settings();
            queries.put(names.get(i), IndexQueries.draw(index.get(DataSettings.DATASET), builders.get(i),
                    new FeedOptions(IndexSettings.seedOf(seed, i), spec.get(ClientSettings.SKIP_BAD)),
                    spec.get(ClientSettings.DOCS), plan.queries(), seed));
        }
        SearchBench bench = new SearchBench(plan);
        List<SearchResult> phases = new ArrayList<>();
        phases.add(node.searchPhase(bench, queries, 0));
        if (plan.mergeTarget() > 0) {
            phases.add(node.searchPhase(bench, queries, 0).asRepeat());
            node.forceMerge(plan.mergeTarget());
            phases.add(node.searchPhase(bench, queries, plan.mergeTarget()));
        }
        return phases;
    }
}
