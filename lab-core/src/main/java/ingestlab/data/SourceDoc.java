package ingestlab.data;

import java.util.Map;

/**
 * A document as a client would send it, before any mapping: its source as typed JSON-like values (String, Long,
 * Double, Boolean, List, Map), its size, and where it came from. Ids are given later, by the clients.
 *
 * @param source the fields, in source order
 * @param json the source as JSON bytes, or null when the dataset keeps no JSON source (Europarl)
 * @param sourceBytes the size of the source as sent
 * @param origin where the document came from, such as {@code file.ndjson:12}, for error messages
 */
public record SourceDoc(Map<String, Object> source, byte[] json, long sourceBytes, String origin) {}
