package ingestlab.workload;

import static ingestlab.settings.Scope.NODE;
import static ingestlab.settings.SettingBuilder.AT_LEAST_ONE;

import ingestlab.settings.Column;
import ingestlab.settings.ExperimentSpec;
import ingestlab.settings.Parsers;
import ingestlab.settings.Setting;
import ingestlab.util.NamedValues;

/**
 * A node of many indices (settings added after config_hash was fixed: hashed only when given), declared beside the
 * workload they make ({@link Workload}).
 */
public final class WorkloadSettings {
    private WorkloadSettings() {}

    // Its keys are checked against the catalog the spec is built with, which sits above this package.
    public static final Setting<WorkloadDefinition> WORKLOAD = Setting.checkedAgainstCatalog(WorkloadDefinition.KEY,
                    NODE, WorkloadDefinition::resolve)
            .label("NAME|FILE").optional().column(WorkloadDefinition::name).hashedOnlyWhenGiven()
            .describe("A node of many indices: a built-in workload (" + String.join(", ",
                    WorkloadDefinition.BUILT_IN_NAMES) + ") or a YAML file with node:, index_defaults: and indices: (see "
                    + "docs/workloads.md). Without one, the node holds one index made of the index options.")
            .build();
    /** The workload's content hash: a column, not a setting. */
    public static final Column WORKLOAD_HASH = new Column() {
        @Override
        public String column() {
            return "workload_hash";
        }

        @Override
        public String description() {
            return "the first 12 hex digits of the SHA-256 of the workload's canonical JSON; empty without a workload";
        }

        @Override
        public String value(ExperimentSpec spec) {
            WorkloadDefinition workload = spec.get(WORKLOAD);
            return workload == null ? "" : workload.hash();
        }

        @Override
        public boolean hashedAtDefault() {
            return false;
        }

        @Override
        public boolean isDefaultIn(ExperimentSpec spec) {
            return spec.get(WORKLOAD) == null;
        }
    };
    public static final Setting<BulkMix> BULK_MIX = Setting.named("bulk_mix", NODE, BulkMix.class)
            .label("MIX").defaultText("runs").hashedOnlyWhenGiven()
            .describe("How a workload's indices share the bulks: " + NamedValues.allowed(BulkMix.class) + " (runs: an "
                    + "index drawn by share for each batch of --batch-docs documents, as Rally's elastic/logs "
                    + "generator picks a corpus per batch; interleaved: one drawn per document).")
            .build();
    public static final Setting<Integer> BATCH_DOCS = Setting.of("batch_docs", NODE, Parsers::integer)
            .label("DOCS").defaultText("10000").hashedOnlyWhenGiven().bound(n -> n >= 1, AT_LEAST_ONE)
            .describe("With --bulk-mix runs: documents drawn for one index at a time (Rally's generator-batch-size "
                    + "is 10,000 raw lines).")
            .build();
}
