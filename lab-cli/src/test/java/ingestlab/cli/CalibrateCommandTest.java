package ingestlab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ingestlab.calibrate.CalibrationNotes;
import ingestlab.buffer.ControllerSettings;
import ingestlab.calibrate.CalibrationPlan;
import ingestlab.calibrate.RoundResult;
import ingestlab.calibrate.TimedRun;
import ingestlab.calibrate.Variant;
import ingestlab.catalog.LabSettings;
import ingestlab.load.ClientSettings;
import ingestlab.node.NodeSettings;
import ingestlab.results.ResultsCsv;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code lab calibrate} end to end on tiny data: every run a real forked JVM; no timing is asserted. The runs' tests
 * start {@code lab calibrate} in a JVM of its own ({@link LabJvm}), so its forked JVMs inherit the client compiler.
 */
class CalibrateCommandTest {
    @TempDir
    Path dir;

    /**
     * Rounds of every variant, a calibration cost's two extra variants among them, give ratios, a profile and a CSV:
     * one forked calibration covers both, since each of its JVMs costs seconds of a 2-core test run.
     */
    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void roundsOfEveryVariantWithACostGiveRatiosAProfileAndACsv() throws Exception {
        Path out = dir.resolve("calibrate.csv");
        // the least work that still has two timed runs per JVM: one round, no warm-up runs, 1,000 documents (the
        // rounds' order and their combination are lab-core's, tested there without forking)
        CliRun run = LabJvm.run(dir, "calibrate", "--dataset", "http_logs", "--docs", "1000", "--rounds", "1",
                "--warmup-runs", "0", "--warmup-time", "off", "--timed-runs", "2", "--timed-time", "off", "--buffer",
                "16mb", "--controller-buffer", "1mb", "--calibration-cost", "2000", "--out", out.toString(),
                "--work-dir", dir.resolve("work").toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("1 rounds x 5 variants", "ratio lab/bare ", "ratio lab+controller/lab ",
                "ratio lab/bare per CPU-second ", "median docs/s", "Where the time goes",
                "estimated lab/bare from the shares", "java_version",
                "ratio bare+cost/bare per CPU-second ", "ratio lab+cost/lab per CPU-second ", "ratio lab+cost/lab ",
                "CPU added a document, bare+cost - bare: ",
                "expected docs/s ratio of a CPU-bound trial with calibration_cost 2000: ",
                "Reproduce: bin/lab calibrate --dataset http_logs --docs 1000 --rounds 1 --warmup-runs 0 --warmup-time "
                        + "off --timed-runs 2 --timed-time off --threads 2 --buffer 16mb --controller-buffer 1mb "
                        + "--seed 42 --calibration-cost 2000");
        assertThat(run.out().lines().filter(l -> l.contains("docs_verified 1000"))).hasSize(5);
        assertThat(run.out().lines().filter(l -> l.contains("(median of 2 runs, "))).hasSize(5);
        List<Map<String, String>> rows = ResultsCsv.read(out);
        // One row per timed run: 1 round x 5 variants x 2 runs.
        List<String> round = List.of("bare 1", "bare 2", "lab 1", "lab 2", "lab+controller 1", "lab+controller 2",
                "bare+cost 1", "bare+cost 2", "lab+cost 1", "lab+cost 2");
        assertThat(rows).extracting(r -> r.get("variant") + " " + r.get("run"))
                .containsExactlyInAnyOrderElementsOf(round);
        assertThat(rows).extracting(r -> r.get("round")).containsOnly("1");
        assertThat(rows).allMatch(r -> r.get("docs_verified").equals("1000") && Double.parseDouble(r.get("docs_per_s")) > 0
                && Double.parseDouble(r.get("docs_per_cpu_s")) > 0);
        // The lab variant's budget is never reached by its controller: Lucene flushes first.
        assertThat(rows).filteredOn(r -> r.get("variant").equals("lab")).allMatch(r -> r.get("controller_writes")
                .equals("0"));
        assertThat(Folders.entries(dir.resolve("work"))).isEmpty();
    }

    /** What the plan prints for a variant is what its forked JVM runs. */
    @Test
    void eachVariantsSpecIsItsPrintedOptions() {
        var spec = LabSettings.defaults().set(ClientSettings.DOCS, 1234).set(ClientSettings.THREADS, 3)
                .set(NodeSettings.WRITE_THREADS, 3).set(NodeSettings.SEED, 7L)
                .set(ControllerSettings.BUFFER, ingestlab.settings.BufferSize.parse("64mb")).build();
        var small = ingestlab.settings.BufferSize.parse("4mb");
        for (Variant variant : Variant.values()) {
            var forked = variant.spec(spec, small);
            List<String> options = variant.runOptions(spec, small);
            for (int i = 0; i < options.size(); i += 2) {
                var setting = LabSettings.find(options.get(i)).orElseThrow();
                var given = LabSettings.defaults().setText(setting, options.get(i + 1)).build();
                assertThat(setting.text(forked)).as(variant + " " + options.get(i)).isEqualTo(setting.text(given));
            }
        }
    }

    @Test
    void badInputIsOneLine() {
        assertThat(CliRun.of("calibrate", "--rounds", "0").refusal()).contains("--rounds", "'0'", "at least 1");
        assertThat(CliRun.of("calibrate", "--timed-runs", "0").refusal()).contains("--timed-runs", "'0'", "at least 1");
        assertThat(CliRun.of("calibrate", "--warmup-time", "soon").refusal()).contains("--warmup-time", "'soon'");
        assertThat(CliRun.of("calibrate", "--timed-time", "1y").refusal()).contains("--timed-time", "'1y'");
        assertThat(CliRun.of("calibrate", "--docs", "lots").refusal()).contains("--docs", "lots");
        assertThat(CliRun.of("calibrate", "--dataset", "nope").refusal()).contains("--dataset", "nope");
        assertThat(CliRun.of("calibrate", "--controller-buffer", "8").refusal()).contains("--controller-buffer", "'8'");
    }

    @Test
    void eachVariantGetsTheSameWorkload() {
        var spec = LabSettings.defaults().set(ClientSettings.DOCS, 1234).set(ClientSettings.THREADS, 3)
                .set(ControllerSettings.BUFFER, ingestlab.settings.BufferSize.parse("64mb")).build();
        var small = ingestlab.settings.BufferSize.parse("4mb");
        List<String> bare = Variant.BARE.runOptions(spec, small);
        List<String> lab = Variant.LAB.runOptions(spec, small);
        List<String> controller = Variant.LAB_CONTROLLER.runOptions(spec, small);
        assertThat(bare).containsSubsequence("--docs", "1234").containsSubsequence("--buffer", "64mb");
        assertThat(lab).startsWith(bare.toArray(new String[0])).containsSubsequence("--shards", "1")
                .containsSubsequence("--write-threads", "3").containsSubsequence("--refresh-interval", "off");
        assertThat(controller).containsSubsequence("--buffer", "4mb").containsSubsequence("--shards", "2")
                .containsSubsequence("--docs", "1234").containsSubsequence("--threads", "3");
    }

    @Test
    void premisesThatDidNotHoldAreNoted() {
        var lab = new RoundResult(new CalibrationPlan.Slot(1, Variant.LAB, 1),
                List.of(new TimedRun(10, 5, 100, 0), new TimedRun(10, 5, 100, 3)));
        var idle = new RoundResult(new CalibrationPlan.Slot(1, Variant.LAB_CONTROLLER, 2),
                List.of(new TimedRun(10, 5, 100, 4), new TimedRun(10, 5, 100, 0)));
        var acting = new RoundResult(new CalibrationPlan.Slot(1, Variant.LAB_CONTROLLER, 2),
                List.of(new TimedRun(10, 5, 100, 5)));
        assertThat(CalibrationNotes.of(List.of(lab, idle))).hasSize(2);
        assertThat(CalibrationNotes.of(List.of(acting))).isEmpty();
    }

    @Test
    void jvmsOfOneVariantFarApartAreNoted() {
        var fast = new RoundResult(new CalibrationPlan.Slot(1, Variant.BARE, 1), List.of(new TimedRun(550, 1, 100, 0)));
        var near = new RoundResult(new CalibrationPlan.Slot(2, Variant.BARE, 4), List.of(new TimedRun(500, 1, 100, 0)));
        var slow = new RoundResult(new CalibrationPlan.Slot(3, Variant.BARE, 7), List.of(new TimedRun(370, 1, 100, 0)));
        assertThat(CalibrationNotes.of(List.of(fast, near))).isEmpty();
        assertThat(CalibrationNotes.of(List.of(fast, near, slow))).singleElement().asString()
                .contains("bare's JVMs ranged 370-550 docs/s (1.49x apart)", "--rounds");
    }
}
