package io.morpion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * msr-lib is compiled inside this build, so nothing but this test stops it from reaching into the
 * engine or the service. Its main code may use only the JDK, Jackson and itself.
 */
class MsrLibIndependenceTest {

    private static final Path MSR_LIB = ProjectPaths.root().resolve("msr-lib");

    @Test
    void msrLibMainCodeImportsOnlyTheJdkJacksonAndItself() throws IOException {
        Pattern importLine = Pattern.compile("^import\\s+(static\\s+)?([\\w.]+)", Pattern.MULTILINE);
        int files = 0;
        try (Stream<Path> sources = Files.walk(MSR_LIB.resolve("src/main/java"))) {
            for (Path source :
                    sources.filter(p -> p.toString().endsWith(".java")).toList()) {
                files++;
                String text = Files.readString(source);
                assertTrue(text.contains("package io.morpion.msr;"), source + " is outside io.morpion.msr");
                Matcher m = importLine.matcher(text);
                while (m.find()) {
                    String imported = m.group(2);
                    assertTrue(
                            imported.startsWith("java.")
                                    || imported.startsWith("com.fasterxml.jackson.")
                                    || imported.startsWith("io.morpion.msr."),
                            source.getFileName() + " imports " + imported);
                }
            }
        }
        assertTrue(files > 10, "found the msr-lib sources");
    }

    @Test
    void msrLibPomDependsOnJacksonAlone() throws IOException {
        String pom = Files.readString(MSR_LIB.resolve("pom.xml"));
        Matcher dependency = Pattern.compile(
                        "<dependency>\\s*<groupId>([^<]+)</groupId>\\s*<artifactId>([^<]+)</artifactId>"
                                + "(?:(?!</dependency>).)*?(<scope>test</scope>)?\\s*</dependency>",
                        Pattern.DOTALL)
                .matcher(pom);
        List<String> compileDependencies = new java.util.ArrayList<>();
        while (dependency.find()) {
            if (dependency.group(3) == null) {
                compileDependencies.add(dependency.group(1) + ":" + dependency.group(2));
            }
        }
        assertEquals(List.of("com.fasterxml.jackson.core:jackson-databind"), compileDependencies);
        assertTrue(!pom.contains("<parent>"), "msr-lib stands alone, with no parent pom");
    }
}
