package io.morpion;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The layout is the architecture (docs/architecture.md): format, engine, search, service and
 * clients, each depending only on those before it, and no cycle between any two packages.
 */
class ArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.morpion");

    @Test
    void noCycleBetweenPackages() {
        slices().matching("io.morpion.(**)").should().beFreeOfCycles().check(MAIN);
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
                .layer("service")
                .definedBy("io.morpion.service..")
                .layer("clients")
                .definedBy("io.morpion.cli..", "io.morpion.bench..")
                .whereLayer("clients")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("service")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("search")
                .mayOnlyBeAccessedByLayers("service", "clients")
                .whereLayer("corpus")
                .mayOnlyBeAccessedByLayers("service", "clients")
                .whereLayer("engine")
                .mayOnlyBeAccessedByLayers("corpus", "search", "service", "clients")
                .check(MAIN);
    }
}
