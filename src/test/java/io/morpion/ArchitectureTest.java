package io.morpion;

import static com.tngtech.archunit.base.DescribedPredicate.describe;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import io.morpion.tiers.BrowserTest;
import io.morpion.tiers.SlowTest;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The layout is the architecture (docs/architecture.md): format, engine, search, the contract between the server
 * and its clients (io.morpion.api), service and clients, each depending only on those before it, and no cycle
 * between any two packages.
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.morpion");

    @Test
    void noCycleBetweenPackages() {
        slices().matching("io.morpion.(**)").should().beFreeOfCycles().check(MAIN);
    }

    /**
     * The load generators and soaks of bench/*.sh live in bench/java, built with the tests: the production
     * jar starts only as the CLI, the server, or the importers that rebuild records/.
     */
    @Test
    void theProductionJarHoldsNoBenchToolOnlyTheCliTheServerAndTheCorpusImporters() {
        Set<String> entryPoints = Set.of("MorpionCli", "MorpionServer", "CorpusImporter", "FoundImporter");
        methods()
                .that()
                .haveName("main")
                .and()
                .areStatic()
                .should()
                .beDeclaredInClassesThat(describe(
                        "the CLI, the server or a corpus importer", c -> entryPoints.contains(c.getSimpleName())))
                .because("load tools belong in bench/java")
                .check(MAIN);
    }

    /** HTTP lives at the edge: services speak the domain, and resources turn it into HTTP. */
    @Test
    void onlyResourcesFiltersAndTheErrorMapperSpeakHttp() {
        noClasses()
                .that()
                .haveSimpleNameNotEndingWith("Resource")
                .and()
                .haveSimpleNameNotEndingWith("Filter")
                .and()
                .doNotHaveSimpleName("ApiErrors")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("jakarta.ws.rs..")
                .because("services emit domain values and events; resources, filters and ApiErrors make them HTTP")
                .check(MAIN);
    }

    @Test
    void layersDependOnlyOnTheLayersBelow() {
        layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .layer("format")
                .definedBy("io.morpion.msr..", "io.morpion.formats..", "io.morpion.render..")
                .layer("engine")
                .definedBy("io.morpion.engine..")
                .layer("corpus")
                .definedBy("io.morpion.corpus..")
                .layer("search")
                .definedBy("io.morpion.search..")
                .layer("contract")
                .definedBy("io.morpion.api..")
                .layer("service")
                .definedBy("io.morpion.service..")
                .layer("clients")
                .definedBy("io.morpion.cli..", "io.morpion.race..")
                .whereLayer("clients")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("service")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("contract")
                .mayOnlyBeAccessedByLayers("service", "clients")
                .whereLayer("search")
                .mayOnlyBeAccessedByLayers("contract", "service", "clients")
                .whereLayer("corpus")
                .mayOnlyBeAccessedByLayers("service", "clients")
                .whereLayer("engine")
                .mayOnlyBeAccessedByLayers("corpus", "search", "service", "clients")
                .check(MAIN);
    }

    private static final JavaClasses TESTS = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.ONLY_INCLUDE_TESTS)
            .importPackages("io.morpion");

    /**
     * Every test is in its tier by the annotation it cannot do without: a Quarkus test through
     * {@code @ServiceTest} or {@code @BrowserTest}, never {@code @QuarkusTest} alone (its tag would
     * be missing and it would run in the fast tier's command); a process test is {@code @SlowTest};
     * a test that drives Chromium is {@code @BrowserTest}.
     */
    @Test
    void everyTestIsInItsTierByItsAnnotation() {
        noClasses()
                .that()
                .resideOutsideOfPackage("io.morpion.tiers")
                .should()
                .beAnnotatedWith(QuarkusTest.class)
                .because("@ServiceTest and @BrowserTest bring Quarkus's test together with their tier's tag")
                .check(TESTS);
        classes()
                .that()
                .haveSimpleNameEndingWith("IT")
                .and()
                .areTopLevelClasses()
                .should()
                .beAnnotatedWith(SlowTest.class)
                .check(TESTS);
        classes()
                .that()
                .haveSimpleNameEndingWith("Test")
                .and()
                .doNotHaveModifier(JavaModifier.ABSTRACT)
                .and(drivesChromium())
                .should()
                .beAnnotatedWith(BrowserTest.class)
                .check(TESTS);
    }

    private static DescribedPredicate<JavaClass> drivesChromium() {
        return assignableTo("io.morpion.ui.ChromiumPageTest")
                .or(describe("use io.morpion.ui.Chromium", c -> c.getDirectDependenciesFromSelf().stream()
                        .anyMatch(d -> d.getTargetClass().getName().equals("io.morpion.ui.Chromium"))));
    }
}
