package ingestlab.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** E as lab calibrate prints it and lab noise --expected reads it back: a ratio, or the calibration's output. */
class ExpectedRatioTest {
    @TempDir
    Path dir;

    @Test
    void theLineCalibrationPrintsIsTheLineReadBack() throws IOException {
        ExpectedRatio printed = new ExpectedRatio(3400, 0.9171, 0.8894, 0.9449);
        assertThat(printed.line()).isEqualTo("expected docs/s ratio of a CPU-bound trial with calibration_cost 3400: "
                + "0.917 (0.889..0.945), from lab+cost/lab per CPU-second");
        Path output = dir.resolve("expected-k1.txt");
        Files.writeString(output, "ratio lab+cost/lab 0.912 [0.875, 0.950]\n" + printed.line() + "\nnote: more\n");
        assertThat(ExpectedRatio.find(Files.readString(output)))
                .contains(new ExpectedRatio(3400, 0.917, 0.889, 0.945));
        assertThat(ExpectedRatio.read(output.toString())).isEqualTo(0.917);
        assertThat(ExpectedRatio.read("0.95")).isEqualTo(0.95);
    }

    @Test
    void whatIsNeitherARatioNorACalibrationIsRefusedInWords() throws IOException {
        assertThatThrownBy(() -> ExpectedRatio.read("-1")).hasMessage("'-1' is not a ratio above 0");
        assertThatThrownBy(() -> ExpectedRatio.read(dir.resolve("none.txt").toString()))
                .hasMessageContaining("none.txt' is neither a ratio nor a readable file (");
        Path other = Files.writeString(dir.resolve("other.txt"), "ratio lab/bare 1.021 [0.915, 1.139]\n");
        assertThatThrownBy(() -> ExpectedRatio.read(other.toString())).hasMessageContaining("other.txt' has no line "
                + "'expected docs/s ratio of a CPU-bound trial with calibration_cost N: E (LOW..HIGH)'");
    }
}
