package ingestlab.jmh;

import ingestlab.spec.ExperimentSpec;
import ingestlab.util.NamedValues;
import ingestlab.writer.CodecChoice;
import org.openjdk.jmh.annotations.Param;

/**
 * The shard codec, by its command-line name: a codec added to {@link CodecChoice} only needs its name added here
 * (or given with {@code -Djmh.params=codec=NAME}).
 */
public class CodecBenchmark extends TrialBenchmark {
    @Param({"default", "best-compression"})
    public String codec;

    @Override
    protected ExperimentSpec.Builder configure(ExperimentSpec.Builder spec) {
        return spec.codec(NamedValues.parse(CodecChoice.class, codec));
    }
}
