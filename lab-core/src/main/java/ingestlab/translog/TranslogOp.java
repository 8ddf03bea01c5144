package ingestlab.translog;

/**
 * One index operation as the translog keeps it: the document's id and its source as the client sent it.
 *
 * @param source the source's bytes (JSON), from which recovery maps the document again
 */
public record TranslogOp(String id, byte[] source) {}
