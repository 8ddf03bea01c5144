package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.buffer.FlushMode;
import ingestlab.settings.Factor;
import ingestlab.settings.Interval;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code lab run} has one option per factor, built from its declaration; old spellings still parse. */
class FactorOptionsTest {
    private static CommandLine.ParseResult parse(String... args) {
        return LabCommand.commandLine().parseArgs(args).subcommand();
    }

    @Test
    void everyFactorIsAnOptionNamedAfterItsColumn() {
        CommandLine.Model.CommandSpec run = LabCommand.commandLine().getSubcommands().get("run").getCommandSpec();
        for (Factor factor : Factor.options()) {
            CommandLine.Model.OptionSpec option = run.findOption(factor.option());
            assertThat(option).as(factor.option()).isNotNull();
            assertThat(option.defaultValue()).isEqualTo(factor.isFlag() ? null : factor.defaultText());
        }
        assertThat(run.findOption("--refresh-interval").longestName()).isEqualTo("--refresh-interval");
    }

    @Test
    void oldSpellingsAreAliases() {
        CommandLine.ParseResult old = parse("run", "--flush", "full", "--refresh", "2s");
        assertThat(old.<Object>matchedOptionValue("--flush-mode", null)).isEqualTo(FlushMode.FULL);
        assertThat(old.<Object>matchedOptionValue("--refresh-interval", null)).isEqualTo(Interval.parse("2s"));
    }
}
