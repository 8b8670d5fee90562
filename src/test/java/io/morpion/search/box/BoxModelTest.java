package io.morpion.search.box;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import io.morpion.engine.Symmetry;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.local.model.LineModel;
import io.morpion.search.termination.Termination;
import io.morpion.tiers.Tiers;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The box model held to what is known: every 5D game of the corpus lies in the box computed for it, within the
 * published list of boxes, and the model with that game's lines fixed has the game; a box a side smaller has not.
 */
class BoxModelTest {

    private static final Variant FIVE_D = Variant.FIVE_DISJOINT;
    /** Up to symmetry every 5D position lies in one of these (Michalewski, Nagórko and Pawlewicz, theorem 1.1). */
    private static final List<Box> LARGEST_BOXES = Stream.of(
                    "4,3,3,3", "4,4,3,2", "5,3,2,3", "4,3,4,2", "5,3,3,2", "5,4,2,1", "6,2,2,1", "5,4,0,2", "5,1,4,0")
            .map(Box::parse)
            .toList();

    private static final int GAMES = Tiers.sweep(27, 3);

    static List<MsrRecord> corpusGames() {
        Path records = ProjectPaths.root().resolve("records");
        try (Stream<Path> files = Stream.of(
                        records.resolve("5D"), records.resolve("found/5D"), records.resolve("published/5D"))
                .flatMap(BoxModelTest::jsonFiles)) {
            return files.map(BoxModelTest::read)
                    .filter(r -> r.variant() == FIVE_D)
                    .toList();
        }
    }

    @Test
    void everyCorpus5DGameLiesInAPublishedBoxAndTheModelOfItsBoxHoldsIt() {
        List<MsrRecord> games = corpusGames();
        assertTrue(games.size() >= 20, "the corpus's 5D games: " + games.size());
        for (MsrRecord game : games.subList(0, Math.min(GAMES, games.size()))) {
            Box box = Box.ofGame(FIVE_D, game.moves());
            assertTrue(withinAPublishedBox(box), game.moveCount() + "-move game's box " + box);
            assertHolds(box, game.moves());
            // the same game turned to its box's canonical name is a game of the canonical box
            int t = box.toCanonical();
            List<Move> turned =
                    game.moves().stream().map(m -> Symmetry.apply(t, m, FIVE_D)).toList();
            assertEquals(box.canonical(), Box.ofGame(FIVE_D, turned));
            assertHolds(box.canonical(), turned);
        }
    }

    @Test
    void aBoxASideSmallerThanAGamesOwnCannotHoldIt() throws IOException {
        MsrRecord rosin = Msr.decode(Files.readString(ProjectPaths.root().resolve("records/5D/rosin82.json")));
        Box box = Box.ofGame(FIVE_D, rosin.moves());
        Box smaller = box.top() > 0
                ? new Box(box.top() - 1, box.right(), box.bottom(), box.left())
                : new Box(box.top(), box.right() - 1, box.bottom(), box.left());
        LineModel.Answer answer =
                BoxModel.of(FIVE_D, smaller, true, rosin.moves()).solve(Duration.ofSeconds(60), 1, Termination.never());
        assertEquals(LineModel.Status.INFEASIBLE, answer.status(), "Rosin's 82 in " + smaller);
    }

    private static void assertHolds(Box box, List<Move> moves) {
        LineModel.Answer answer = BoxModel.of(FIVE_D, box, true, moves)
                .atLeast(moves.size())
                .solve(Duration.ofSeconds(60), 1, Termination.never());
        assertNotEquals(LineModel.Status.INFEASIBLE, answer.status(), moves.size() + " moves in " + box);
        assertTrue(answer.moves() >= moves.size(), answer.toString());
        MsrRecord held = answer.game().orElseThrow();
        assertEquals(box, Box.ofGame(FIVE_D, held.moves()), "the model's game has the box asked for");
        assertTrue(held.moves().containsAll(moves), "the model's game draws every fixed move");
    }

    private static boolean withinAPublishedBox(Box box) {
        for (int t = 0; t < Symmetry.COUNT; t++) {
            Box image = box.image(t);
            for (Box largest : LARGEST_BOXES) {
                if (image.top() <= largest.top()
                        && image.right() <= largest.right()
                        && image.bottom() <= largest.bottom()
                        && image.left() <= largest.left()) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Stream<Path> jsonFiles(Path dir) {
        try {
            return Files.list(dir).filter(p -> p.toString().endsWith(".json")).sorted().toList().stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static MsrRecord read(Path file) {
        try {
            return Msr.decode(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
