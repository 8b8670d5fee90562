package io.morpion.service.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.TempDirs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The PostgreSQL binaries a user's services unpack once, whatever else starts beside them. */
class PostgresBinariesTest {

    private final Path home = TempDirs.create("morpion-binaries-");

    @AfterEach
    void cleanUp() {
        TempDirs.delete(home);
    }

    /**
     * Two services of one user started at once on a fresh machine both find no binaries and both unpack
     * them; the one whose rename comes second takes the first one's directory instead of failing to start.
     */
    @Test
    void aServiceThatLosesTheRaceToUnpackTakesTheWinnersBinaries() throws Exception {
        Path won = PostgresBinaries.unpacked(home);
        // the loser looked before the winner had renamed, so it unpacks too and renames onto a filled directory
        Path lost = PostgresBinaries.unpackInto(home, won, PostgresBinaries.archiveDigest());
        assertEquals(won, lost);
        try (var entries = Files.list(home)) {
            assertEquals(List.of(won), entries.toList(), "the loser's unpacked copy is removed");
        }
        assertTrue(PostgresBinaries.problemWith(won, PostgresBinaries.archiveDigest())
                .isEmpty());
    }
}
