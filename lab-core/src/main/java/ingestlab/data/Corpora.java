package ingestlab.data;

import java.io.IOException;
import java.io.InputStream;

/** The corpora the lab ships, for datasets and generators that draw on them. */
public final class Corpora {
    private Corpora() {}

    /** The Europarl line-docs file, decompressed. */
    public static InputStream europarl() throws IOException {
        return EuroparlDataset.openResource();
    }
}
