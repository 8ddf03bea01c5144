package ingestlab.data;

import ingestlab.util.Named;

/** How documents get their ids and are written ({@code --ids}). */
public enum IdMode implements Named {
    /** Auto-generated ids: Elasticsearch appends with {@code addDocument}, no lookup. */
    AUTO,
    /** Client-given ids: {@code softUpdateDocument} on the id term, which looks the id up; re-sent ids replace. */
    EXPLICIT
}
