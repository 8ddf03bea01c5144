package ingestlab.cli;

import ingestlab.data.Dataset;
import ingestlab.data.DatasetCatalog;
import ingestlab.mapping.MappingFile;
import ingestlab.mapping.MappingMode;
import ingestlab.util.Named;
import ingestlab.util.NamedValues;
import java.util.Arrays;
import java.util.Iterator;
import java.util.function.Function;
import picocli.CommandLine;

/** Parses the lab's value types on the command line, turning parse errors into picocli's one-line messages. */
final class Converters {
    private Converters() {}

    /** The types of {@code lab datasets}' options; {@code lab run}'s factors parse themselves. */
    static void register(CommandLine cli) {
        cli.registerConverter(Dataset.class, wrap(DatasetCatalog::resolve));
        cli.registerConverter(MappingFile.class, wrap(MappingFile::read));
        cli.registerConverter(MappingMode.class, wrap(text -> NamedValues.parse(MappingMode.class, text)));
    }

    static <T> CommandLine.ITypeConverter<T> wrap(Function<String, T> parser) {
        return text -> {
            try {
                return parser.apply(text);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        };
    }

    /** Lists the mapping modes in {@code --help} through {@code ${COMPLETION-CANDIDATES}}. */
    static final class MappingModes implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(MappingMode.values()).map(Named::cliName).iterator();
        }
    }
}
