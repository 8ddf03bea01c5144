package ingestlab.cli;

import ingestlab.report.TableFormat;
import ingestlab.stats.SignificanceTest;
import ingestlab.util.Named;
import ingestlab.util.NamedValues;
import java.util.Arrays;
import java.util.Iterator;
import picocli.CommandLine;

/**
 * Parses a {@link Named} enum option and lists its values in {@code --help} ({@code ${COMPLETION-CANDIDATES}}), both
 * from the enum's declaration: one class serves as the option's converter and its candidates.
 */
abstract class NamedOption<E extends Enum<E> & Named> implements CommandLine.ITypeConverter<E>, Iterable<String> {
    private final Class<E> type;

    NamedOption(Class<E> type) {
        this.type = type;
    }

    @Override
    public E convert(String text) {
        try {
            return NamedValues.parse(type, text);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.TypeConversionException(e.getMessage());
        }
    }

    @Override
    public Iterator<String> iterator() {
        return Arrays.stream(type.getEnumConstants()).map(Named::cliName).iterator();
    }

    static final class Formats extends NamedOption<TableFormat> {
        Formats() {
            super(TableFormat.class);
        }
    }

    static final class Tests extends NamedOption<SignificanceTest> {
        Tests() {
            super(SignificanceTest.class);
        }
    }
}
