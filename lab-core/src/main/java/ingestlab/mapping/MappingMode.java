package ingestlab.mapping;

import ingestlab.data.Dataset;
import ingestlab.util.Named;

/** How source fields become Lucene fields ({@code --mapping}). */
public enum MappingMode implements Named {
    /** The dataset's declared types (or {@code --mapping-file}). */
    EXPLICIT {
        @Override
        Mapping create(Dataset dataset, MappingFile file) {
            return file != null ? file.mapping() : ExplicitMapping.declaredBy(dataset);
        }
    },
    /** Elasticsearch's dynamic mapping: every string becomes text plus a {@code .keyword} subfield, and so on. */
    DYNAMIC {
        @Override
        Mapping create(Dataset dataset, MappingFile file) {
            return new DynamicMapping();
        }
    };

    /** A fresh mapping for one trial (a dynamic mapping learns as it goes). */
    abstract Mapping create(Dataset dataset, MappingFile file);

    /**
     * Whether this mode can map the dataset: explicit types need a dataset that declares them or a mapping file.
     *
     * @param file the mapping file replacing the dataset's types, or null
     */
    public boolean canMap(Dataset dataset, MappingFile file) {
        return this == DYNAMIC || file != null || dataset.mappingJson().isPresent();
    }
}
