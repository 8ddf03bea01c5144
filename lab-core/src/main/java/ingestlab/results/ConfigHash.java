package ingestlab.results;

import ingestlab.catalog.LabSettings;
import ingestlab.settings.Column;
import ingestlab.settings.ExperimentSpec;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Names a configuration by its factor values: rows of the same configuration share it, in any file, on any run. */
public final class ConfigHash {
    private ConfigHash() {}

    /**
     * The first 12 hex digits of the SHA-256 of {@code column=value} lines, in column order. A column added after the
     * hash was fixed counts only away from its default ({@link Column#hashedAtDefault()}), so that a configuration
     * keeps the hash it has in older result files.
     */
    public static String of(ExperimentSpec spec) {
        StringBuilder text = new StringBuilder();
        for (Column column : LabSettings.columns()) {
            if (column.hashedAtDefault() || !column.isDefaultIn(spec)) {
                text.append(column.column()).append('=').append(column.value(spec)).append('\n');
            }
        }
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
