package io.morpion.cli;

import io.morpion.msr.Msr;
import io.morpion.msr.Variant;
import io.morpion.race.Race;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a race keeps its runs' best games ({@code bench --against --games}): one JSON file a run, stamped with the
 * solver, seed and nodes that found it. A race can take hours and its best game may be worth keeping, so no file is
 * ever replaced, and a game that cannot be written is printed with the warning instead of being dropped.
 */
final class RaceGames {

    private final Path dir;
    private final Variant variant;
    private final PrintWriter warnings;
    private int written;

    RaceGames(Path dir, Variant variant, PrintWriter warnings) {
        this.dir = dir;
        this.variant = variant;
        this.warnings = warnings;
    }

    void keep(Race.RunGame run) {
        String name = variant.code() + "-" + run.seed() + "-" + run.side();
        try {
            Files.createDirectories(dir);
            Path file = CliFiles.unused(dir.resolve(name + ".json"));
            CliFiles.write(file, Msr.toJson(run.game()).getBytes(StandardCharsets.UTF_8));
            written++;
        } catch (IOException e) {
            warnings.printf(
                    "morpion: cannot keep seed %d's game %s (%d moves) in %s (%s); here it is:%n%s%n",
                    run.seed(), run.side(), run.game().moveCount(), dir, e.getMessage(), Msr.encode(run.game()));
            warnings.flush();
        }
    }

    /** The games kept in files so far. */
    int written() {
        return written;
    }
}
