package ingestlab.data;

import ingestlab.util.Named;

/** How source fields become Lucene fields ({@code --mapping}). */
public enum MappingMode implements Named {
    /** The dataset's declared types (or {@code --mapping-file}). */
    EXPLICIT,
    /** Elasticsearch's dynamic mapping: every string becomes text plus a {@code .keyword} subfield, and so on. */
    DYNAMIC
}
