package ingestlab.settings;

/**
 * Where a setting applies, as in Elasticsearch: to the whole node (a cluster or node setting such as
 * {@code indices.memory.index_buffer_size}) or to one index ({@code index.refresh_interval}). A node of one index
 * takes both from one list of options.
 */
public enum Scope {
    NODE,
    INDEX
}
