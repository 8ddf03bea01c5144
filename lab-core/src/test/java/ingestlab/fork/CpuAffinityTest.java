package ingestlab.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** CPU lists, their halves, the arguments that pin a child JVM, and the refusals where pinning is not possible. */
class CpuAffinityTest {
    private static final Path TASKSET = Path.of("/usr/bin/taskset");

    @Test
    void aCpuListReadsLinuxSyntaxAndWritesItBackWithRanges() {
        CpuList cpus = CpuList.parse(" 0-3,8,10-11 ");
        assertThat(cpus.cpus()).containsExactly(0, 1, 2, 3, 8, 10, 11);
        assertThat(cpus).hasToString("0-3,8,10-11");
        assertThat(CpuList.parse("5,1,2,2")).hasToString("1-2,5");
        for (String bad : List.of("", "a", "3-1", "1-2-3", "-1", "1,,2")) {
            assertThatThrownBy(() -> CpuList.parse(bad)).as(bad).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("is not a CPU list");
        }
    }

    @Test
    void theHalvesAreDisjointAndEqualTheOddCpuOutLeftToTheParent() {
        assertThat(CpuList.parse("0-1").halves()).extracting(CpuList::toString).containsExactly("0", "1");
        assertThat(CpuList.parse("0-7").halves()).extracting(CpuList::toString).containsExactly("0-3", "4-7");
        assertThat(CpuList.parse("2,4,6").halves()).extracting(CpuList::toString).containsExactly("2", "4");
        assertThat(CpuList.parse("0-3,8-11").halves()).extracting(CpuList::toString).containsExactly("0-3", "8-11");
    }

    @Test
    void aPinnedChildRunsThroughTasksetAndIsToldItsProcessorCount() throws Exception {
        CpuHalves halves = CpuAffinity.halves("Linux", "0-3", TASKSET);
        List<String> java = List.of("/jdk/bin/java", "-Xmx1g", "-cp", "lab.jar", "Main", "child");
        assertThat(halves.half(0).wrap(java)).containsExactly("/usr/bin/taskset", "-c", "0-1", "/jdk/bin/java",
                "-XX:ActiveProcessorCount=2", "-Xmx1g", "-cp", "lab.jar", "Main", "child");
        assertThat(halves.half(1).wrap(java)).startsWith("/usr/bin/taskset", "-c", "2-3", "/jdk/bin/java",
                "-XX:ActiveProcessorCount=2");
        assertThatThrownBy(() -> new CpuHalves(new Pinning(CpuList.parse("0-1"), TASKSET),
                new Pinning(CpuList.parse("1-2"), TASKSET))).hasMessageContaining("overlap");
    }

    @Test
    void whereEachSideCannotHaveCpusOfItsOwnItRefusesInOneLine() {
        assertRefused("Mac OS X", "0-3", TASKSET, "this is Mac OS X");
        assertRefused("Windows 11", null, null, "this is Windows 11");
        assertRefused("Linux", "0-3", null, "no taskset on the PATH (it comes with util-linux)");
        assertRefused("Linux", "0", TASKSET, "this process may use 1 CPU (0), and each side needs one of its own");
        assertRefused("Linux", null, TASKSET, "could not be read");
        assertRefused("Linux", "zero", TASKSET, "'zero' is not a CPU list");
    }

    private static void assertRefused(String os, String allowed, Path taskset, String why) {
        assertThatThrownBy(() -> CpuAffinity.halves(os, allowed, taskset)).isInstanceOf(CannotPin.class)
                .hasMessageStartingWith("cannot pin each side of a duet to CPUs of its own (a duet needs Linux, "
                        + "util-linux's taskset and 2 CPUs or more): ")
                .hasMessageContaining(why).hasMessageNotContaining("\n");
    }

    @Test
    void aListOfCpusThisProcessMayUsePinsEveryTrialToThem() throws Exception {
        Pinning pinning = CpuAffinity.pinning(" 0 ", "Linux", "0-3", TASKSET);
        assertThat(pinning.cpus()).hasToString("0");
        assertThat(pinning.taskset()).isEqualTo(TASKSET);
        assertThat(CpuAffinity.pinning("1,3", "Linux", "0-3", TASKSET).cpus().cpus()).containsExactly(1, 3);
        assertThat(pinning.wrap(List.of("/jdk/bin/java", "Main"))).containsExactly("/usr/bin/taskset", "-c", "0",
                "/jdk/bin/java", "-XX:ActiveProcessorCount=1", "Main");
    }

    @Test
    void aListThatCannotBePinnedHereIsRefusedInOneLineSayingWhy() {
        assertPinRefused("7", "Linux", "0-1", TASKSET, "'7' names CPU 7, which this process may not use (it may use 0-1)");
        assertPinRefused("1-3", "Linux", "0-1", TASKSET, "names CPU 2-3, which this process may not use");
        assertPinRefused("0", "Mac OS X", null, null, "this is Mac OS X");
        assertPinRefused("0", "Linux", "0-1", null, "no taskset on the PATH (it comes with util-linux)");
        assertPinRefused("zero", "Linux", "0-1", TASKSET, "'zero' is not a CPU list");
        assertPinRefused("2-1", "Linux", "0-3", TASKSET, "'2-1' is not a CPU list");
        assertPinRefused("", "Linux", "0-3", TASKSET, "is not a CPU list");
    }

    private static void assertPinRefused(String requested, String os, String allowed, Path taskset, String why) {
        assertThatThrownBy(() -> CpuAffinity.pinning(requested, os, allowed, taskset)).as(requested)
                .isInstanceOf(CannotPin.class)
                .hasMessageStartingWith("cannot pin the trials to these CPUs (pinning needs Linux and util-linux's "
                        + "taskset): ")
                .hasMessageContaining(why).hasMessageNotContaining("\n");
    }

    @Test
    void thisMachinesHalvesAreTheCpusThisProcessMayUse() throws Exception {
        assumeTrue(System.getProperty("os.name").startsWith("Linux") && CpuAffinity.onPath("taskset").isPresent());
        CpuList allowed = CpuList.parse(CpuAffinity.allowedList(CpuAffinity.onPath("taskset").orElseThrow()));
        assumeTrue(allowed.size() >= 2, "fewer than 2 CPUs");
        CpuHalves halves = CpuAffinity.halves();
        assertThat(allowed.cpus()).containsAll(halves.first().cpus().cpus()).containsAll(halves.second().cpus().cpus());
        assertThat(halves.first().cpus().size()).isEqualTo(allowed.size() / 2).isEqualTo(halves.second().cpus().size());
    }
}
