package ingestlab.writer;

import ingestlab.util.Named;
import org.apache.lucene.codecs.Codec;
import org.apache.lucene.codecs.lucene104.Lucene104Codec;

/** The codec of each shard ({@code --codec}): which stored-fields compression the segments get. */
public enum CodecChoice implements Named {
    /** Lucene's BEST_SPEED: LZ4 stored fields, 80 KB / 1024-doc chunks (Elasticsearch's {@code default}). */
    DEFAULT("default") {
        @Override
        public Codec create() {
            return new Lucene104Codec(Lucene104Codec.Mode.BEST_SPEED);
        }
    },
    /** Lucene's BEST_COMPRESSION: DEFLATE level 6 stored fields, 480 KB / 4096-doc chunks. */
    BEST_COMPRESSION("best-compression") {
        @Override
        public Codec create() {
            return new Lucene104Codec(Lucene104Codec.Mode.BEST_COMPRESSION);
        }
    };

    private final String cliName;

    CodecChoice(String cliName) {
        this.cliName = cliName;
    }

    public abstract Codec create();

    @Override
    public String cliName() {
        return cliName;
    }
}
