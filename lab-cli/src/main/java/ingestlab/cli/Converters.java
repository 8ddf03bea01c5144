package ingestlab.cli;

import ingestlab.buffer.FlushMode;
import ingestlab.buffer.ShardSelector;
import ingestlab.data.IdMode;
import ingestlab.data.MappingMode;
import ingestlab.spec.BufferSize;
import ingestlab.spec.ByteSize;
import ingestlab.spec.Interval;
import ingestlab.util.Named;
import ingestlab.util.NamedValues;
import ingestlab.writer.CodecChoice;
import ingestlab.writer.MergePolicyChoice;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;
import picocli.CommandLine;

/** Parses the lab's value types on the command line, turning parse errors into picocli's one-line messages. */
final class Converters {
    private Converters() {}

    static void register(CommandLine cli) {
        cli.registerConverter(ByteSize.class, wrap(ByteSize::parse));
        cli.registerConverter(BufferSize.class, wrap(BufferSize::parse));
        cli.registerConverter(Interval.class, wrap(Interval::parse));
        named(cli, FlushMode.class);
        named(cli, ShardSelector.class);
        named(cli, MergePolicyChoice.class);
        named(cli, CodecChoice.class);
        named(cli, MappingMode.class);
        named(cli, IdMode.class);
    }

    private static <E extends Enum<E> & Named> void named(CommandLine cli, Class<E> type) {
        cli.registerConverter(type, wrap(text -> NamedValues.parse(type, text)));
    }

    private static <T> CommandLine.ITypeConverter<T> wrap(Function<String, T> parser) {
        return text -> {
            try {
                return parser.apply(text);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        };
    }

    /** Lists a {@link Named} enum's values in {@code --help} through {@code ${COMPLETION-CANDIDATES}}. */
    abstract static class Candidates<E extends Enum<E> & Named> implements Iterable<String> {
        private final Class<E> type;

        Candidates(Class<E> type) {
            this.type = type;
        }

        @Override
        public Iterator<String> iterator() {
            return List.of(type.getEnumConstants()).stream().map(Named::cliName).iterator();
        }
    }

    static final class FlushModes extends Candidates<FlushMode> {
        FlushModes() {
            super(FlushMode.class);
        }
    }

    static final class Selectors extends Candidates<ShardSelector> {
        Selectors() {
            super(ShardSelector.class);
        }
    }

    static final class MergePolicies extends Candidates<MergePolicyChoice> {
        MergePolicies() {
            super(MergePolicyChoice.class);
        }
    }

    static final class MappingModes extends Candidates<MappingMode> {
        MappingModes() {
            super(MappingMode.class);
        }
    }

    static final class IdModes extends Candidates<IdMode> {
        IdModes() {
            super(IdMode.class);
        }
    }

    static final class Codecs extends Candidates<CodecChoice> {
        Codecs() {
            super(CodecChoice.class);
        }
    }
}
