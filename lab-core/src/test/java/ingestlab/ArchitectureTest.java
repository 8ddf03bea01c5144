package ingestlab;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.Architectures;
import java.util.List;

/**
 * The floors of lab-core's packages, as docs/architecture.md draws them: a package uses only packages
 * on floors below its own. The rules name packages, never classes, so new classes need no change here; a new package
 * must be given a floor.
 */
@AnalyzeClasses(packages = "ingestlab", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {
    /** Bottom to top. */
    static final List<List<String>> FLOORS = List.of(
            List.of("util"),
            List.of("settings"),
            List.of("codec", "metrics", "stats"),
            List.of("buffer", "writer", "data", "translog"),
            List.of("mapping", "workload"),
            List.of("search"),
            List.of("node"),
            List.of("load"),
            List.of("catalog"),
            List.of("results"),
            List.of("experiment", "report"),
            List.of("fork", "reference"),
            List.of("sweep", "calibrate"),
            List.of("child", "claims"));

    @ArchTest
    static final ArchRule everyPackageHasAFloor = classes().should().resideInAnyPackage(
            FLOORS.stream().flatMap(List::stream).map(p -> "ingestlab." + p + "..").toArray(String[]::new));

    @ArchTest
    static final ArchRule noPackageUsesItsFloorOrAbove = floors();

    @ArchTest
    static final ArchRule noCyclesBetweenPackages = slices().matching("ingestlab.(*)..").should().beFreeOfCycles();

    @ArchTest
    static final ArchRule theEngineKnowsNoCommandLineOrBenchmarks = noClasses().should().dependOnClassesThat()
            .resideInAnyPackage("picocli..", "org.openjdk.jmh..", "ingestlab.cli..", "ingestlab.jmh..");

    @ArchTest
    static final ArchRule theBufferKnowsNoDatasetsNorIndexWriter = noClasses().that().resideInAPackage("ingestlab.buffer..")
            .should().dependOnClassesThat().resideInAnyPackage("ingestlab.data..", "ingestlab.mapping..")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("org.apache.lucene.index.IndexWriter");

    @ArchTest
    static final ArchRule datasetsKnowNoShards = noClasses().that().resideInAPackage("ingestlab.data..")
            .should().dependOnClassesThat().resideInAPackage("ingestlab.node..");

    /**
     * Domain code declares its own settings and reads typed records built from them; only what assembles or reports
     * whole configurations reads the central list.
     */
    @ArchTest
    static final ArchRule noDomainClassReadsTheCentralSettingsList = noClasses().that().resideInAnyPackage(
                    "ingestlab.node..", "ingestlab.buffer..", "ingestlab.writer..", "ingestlab.mapping..",
                    "ingestlab.data..", "ingestlab.translog..", "ingestlab.codec..", "ingestlab.metrics..",
                    "ingestlab.workload..")
            .should().dependOnClassesThat().haveFullyQualifiedName("ingestlab.catalog.LabSettings");

    /** Each package is a layer that only packages on higher floors may use. */
    private static ArchRule floors() {
        Architectures.LayeredArchitecture layers = Architectures.layeredArchitecture()
                .consideringOnlyDependenciesInLayers();
        for (List<String> floor : FLOORS) {
            for (String pkg : floor) {
                layers = layers.layer(pkg).definedBy("ingestlab." + pkg + "..");
            }
        }
        for (int i = 0; i < FLOORS.size(); i++) {
            String[] above = FLOORS.subList(i + 1, FLOORS.size()).stream().flatMap(List::stream).toArray(String[]::new);
            for (String pkg : FLOORS.get(i)) {
                layers = above.length == 0 ? layers.whereLayer(pkg).mayNotBeAccessedByAnyLayer()
                        : layers.whereLayer(pkg).mayOnlyBeAccessedByLayers(above);
            }
        }
        return layers;
    }
}
