package ingestlab.cli;

import ingestlab.settings.Factor;
import java.util.Optional;
import java.util.stream.Collectors;

/** Finds a factor by any of its names: column ({@code flush_mode}), option ({@code flush-mode}) or an alias. */
final class FactorNames {
    private FactorNames() {}

    static Optional<Factor> find(String name) {
        String wanted = normalize(name);
        for (Factor factor : Factor.options()) {
            if (normalize(factor.column()).equals(wanted) || normalize(factor.option()).equals(wanted)
                    || factor.aliases().stream().map(FactorNames::normalize).anyMatch(wanted::equals)) {
                return Optional.of(factor);
            }
        }
        return Optional.empty();
    }

    static String allowed() {
        return Factor.options().stream().map(Factor::column).collect(Collectors.joining(", "));
    }

    private static String normalize(String name) {
        return name.trim().replaceFirst("^--", "").replace('-', '_');
    }
}
