package io.morpion.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.Variant;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The comparison with the C++ anchor, against a stand-in that answers like the anchor does (its
 * report in colour codes, after a line per 100,000 playouts) and echoes the arguments it got.
 */
class AnchorComparisonTest {

    @TempDir
    Path dir;

    @Test
    void runsBothOnEachSeedAndReadsTheAnchorsReport() throws IOException {
        Path anchor = script(
                "fake-nrpa",
                """
                #!/bin/sh
                echo "$@" > "$(dirname "$0")/args-$8"
                printf '100000 simulations.\\n'
                printf '\\033[1;34mSearch State\\033[0m\\n\\n  Elapsed time: \\033[1;33m%s\\033[0m s\\n' "1.$8"
                printf '  Best line: %s\\n' "$((120 + $8))"
                """);
        StringWriter text = new StringWriter();
        List<AnchorComparison.Pair> pairs = AnchorComparison.run(
                anchor,
                Variant.FIVE_DISJOINT,
                Map.of("level", "1", "iterations", "40"),
                SeedBlock.parse("11-12"),
                new PrintWriter(text, true));
        assertEquals(
                List.of(11L, 12L),
                pairs.stream().map(AnchorComparison.Pair::seed).toList());
        for (AnchorComparison.Pair pair : pairs) {
            assertEquals(Double.parseDouble("1." + pair.seed()), pair.anchorSeconds(), 1e-9);
            assertEquals(120 + pair.seed(), pair.anchorBest());
            assertTrue(pair.oursBest() > 20 && pair.oursSeconds() > 0, pair.toString());
            assertEquals(pair.oursSeconds() / pair.anchorSeconds(), pair.ratio(), 1e-12);
            assertEquals(
                    "-v 5D -l 1 -n 40 -s " + pair.seed() + " --standard true",
                    Files.readString(dir.resolve("args-" + pair.seed())).strip());
        }
        assertTrue(
                text.toString().contains("40 iterations (40 playouts a run), adaptation by moves on both sides"),
                text.toString());
        assertTrue(text.toString().contains("time ratio ours/anchor"), text.toString());

        // the anchor's own default adapts by layers; asked for layers, both sides use them
        AnchorComparison.run(
                anchor,
                Variant.FIVE_TOUCHING,
                Map.of("level", "1", "iterations", "30", "adapt", "layers"),
                SeedBlock.parse("1"),
                new PrintWriter(text, true));
        assertEquals(
                "-v 5T -l 1 -n 30 -s 1 --standard false",
                Files.readString(dir.resolve("args-1")).strip());
        assertTrue(text.toString().contains("adaptation by layers on both sides"), text.toString());
    }

    @Test
    void saysWhatIsWrongWithTheAnchorOrTheRequest() throws IOException {
        PrintWriter out = new PrintWriter(new StringWriter());
        Map<String, String> quick = Map.of("level", "1", "iterations", "5");
        Path missing = dir.resolve("nowhere");
        assertEquals(
                "the anchor " + missing + " is not an executable file",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> AnchorComparison.run(
                                        missing, Variant.FIVE_TOUCHING, quick, SeedBlock.parse("1"), out))
                        .getMessage());
        Path silent = script("silent", "#!/bin/sh\necho 'usage: something else'\n");
        String said = assertThrows(
                        IllegalStateException.class,
                        () -> AnchorComparison.run(silent, Variant.FIVE_TOUCHING, quick, SeedBlock.parse("1"), out))
                .getMessage();
        assertTrue(said.contains("no elapsed time or best line") && said.contains("usage: something else"), said);
        Path failing = script("failing", "#!/bin/sh\necho 'boom' >&2\nexit 3\n");
        said = assertThrows(
                        IllegalStateException.class,
                        () -> AnchorComparison.run(failing, Variant.FIVE_TOUCHING, quick, SeedBlock.parse("1"), out))
                .getMessage();
        assertTrue(said.contains("the anchor failed") && said.contains("boom"), said);
        assertTrue(assertThrows(
                        IllegalArgumentException.class,
                        () -> AnchorComparison.run(silent, Variant.FOUR_TOUCHING, quick, SeedBlock.parse("1"), out))
                .getMessage()
                .contains("5T and 5D only"));
        assertTrue(assertThrows(
                        IllegalArgumentException.class,
                        () -> AnchorComparison.run(
                                silent, Variant.FIVE_TOUCHING, Map.of("alpha", "2"), SeedBlock.parse("1"), out))
                .getMessage()
                .contains("only level, iterations and adapt can be set"));
    }

    private Path script(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        assertTrue(file.toFile().setExecutable(true));
        return file;
    }
}
