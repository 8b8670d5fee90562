package io.morpion.search.box;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
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
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * SCIP's program of a box held to the CP-SAT model it stands beside, and to the games we hold: the two find the same
 * longest games and figures that end corpus games in their boxes (also when SCIP is told the most moves a game has), Rosin's 82 is an answer of its own box's program, and a box a side
 * smaller has no room for it. Every solve is bounded by SCIP's nodes, not the clock.
 */
class ScipBoxModelTest {

    private static final Variant FIVE_D = Variant.FIVE_DISJOINT;
    private static final long NODES = 10_000;
    /** A clock limit only as a net for a broken build: the node limit ends every solve here long before it. */
    private static final Duration NET = Duration.ofMinutes(10);

    /** How many corpus games the sweep ends, and how many of their last moves it frees; the fast tier tries one. */
    private static final int GAMES = Tiers.sweep(2, 1);

    private static final List<Integer> FREED = List.of(10, 20);

    @Test
    void scipAndCpSatFindTheSameLongestEndingsOfCorpusGamesInTheirBoxes() {
        List<MsrRecord> games = new ArrayList<>(BoxModelTest.corpusGames().subList(0, GAMES));
        if (GAMES > 1) {
            // and a game of touching lines, whose touch rule the program states as cliques, not as the paper's L4
            games.add(read("records/5T/rosin178.json"));
        }
        for (MsrRecord corpusGame : games) {
            Variant variant = corpusGame.variant();
            Box box = Box.ofGame(variant, corpusGame.moves());
            // the 5T box is four times the 5D ones: its last 10 moves are enough to hold the cliques to account
            for (int freed : FREED.subList(0, variant == FIVE_D ? Tiers.sweep(2, 1) : 1)) {
                List<Move> kept = corpusGame.moves().subList(0, corpusGame.moveCount() - freed);
                for (boolean ordered : List.of(true, false)) {
                    LineModel.Answer cpSat =
                            BoxModel.of(variant, box, ordered, kept).solveFor(100);
                    LineModel.Answer scip = ScipBoxModel.of(variant, box, ordered)
                            .drawing(kept)
                            .withinNodes(NODES)
                            .solve(NET, Termination.never(), false);
                    String what = (ordered ? "games" : "figures") + " of " + variant.code() + " box " + box
                            + " that draw the first " + kept.size() + " moves of a " + corpusGame.moveCount();
                    assertEquals(LineModel.Status.OPTIMAL, cpSat.status(), "CP-SAT, " + what);
                    assertEquals(LineModel.Status.OPTIMAL, scip.status(), "SCIP, " + what);
                    assertEquals(cpSat.moves(), scip.moves(), "the longest " + what);
                    if (ordered) {
                        // told the most moves a game has, the order's big-M is that: the same longest game
                        LineModel.Answer told = ScipBoxModel.of(variant, box, true, cpSat.moves())
                                .drawing(kept)
                                .withinNodes(NODES)
                                .solve(NET, Termination.never(), false);
                        assertEquals(LineModel.Status.OPTIMAL, told.status(), "SCIP given at most, " + what);
                        assertEquals(cpSat.moves(), told.moves(), "the longest " + what + ", given at most that");
                        MsrRecord game = scip.game().orElseThrow();
                        assertEquals(scip.moves(), game.moveCount(), "the game SCIP returns is as long as it says");
                        assertEquals(box, Box.ofGame(variant, game.moves()), "its box");
                        assertTrue(game.moves().containsAll(kept), "it draws every kept move");
                    } else {
                        assertTrue(scip.game().isEmpty(), "a figure is not a game");
                    }
                }
            }
        }
    }

    @Test
    void rosins82IsAnAnswerOfItsBoxsProgramAndABoxASideSmallerHasNoRoomForIt() {
        MsrRecord rosin = read("records/5D/rosin82.json");
        Box box = Box.ofGame(FIVE_D, rosin.moves());
        LineModel.Answer held = ScipBoxModel.of(FIVE_D, box, true)
                .drawing(rosin.moves())
                .atLeast(rosin.moveCount())
                .withinNodes(NODES)
                .solve(NET, Termination.never(), false);
        assertEquals(LineModel.Status.FEASIBLE, held.status(), "Rosin's 82 in its box " + box);
        assertTrue(held.game().orElseThrow().moves().containsAll(rosin.moves()), "the answer draws every move");

        Box smaller = box.top() > 0
                ? new Box(box.top() - 1, box.right(), box.bottom(), box.left())
                : new Box(box.top(), box.right() - 1, box.bottom(), box.left());
        LineModel.Answer refused = ScipBoxModel.of(FIVE_D, smaller, true)
                .drawing(rosin.moves())
                .withinNodes(NODES)
                .solve(NET, Termination.never(), false);
        assertEquals(LineModel.Status.INFEASIBLE, refused.status(), "Rosin's 82 in " + smaller);
    }

    private static MsrRecord read(String path) {
        try {
            return Msr.decode(Files.readString(ProjectPaths.root().resolve(path)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
