package io.morpion.search.local.proofs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.Position;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.local.proofs.LocalProof.Outcome;
import io.morpion.search.local.proofs.LocalProof.Verdict;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A local proof's verdict agrees with a plain depth-first search of every continuation of the kept position:
 * longer exactly when some continuation beats the game, proven otherwise, on random 4D and 4T games.
 */
class LocalProofTest {

    @Test
    void theVerdictAgreesWithABruteForceSearchOfTheKeptPosition() {
        SplittableRandom random = new SplittableRandom(56);
        int longer = 0;
        int proven = 0;
        for (Variant variant : List.of(Variant.FOUR_DISJOINT, Variant.FOUR_TOUCHING)) {
            for (int g = 0; g < 8; g++) {
                MsrRecord game = NeighbourhoodsTest.randomGame(variant, random);
                Neighbourhoods neighbourhoods = new Neighbourhoods(game);
                List<Neighbourhood> cases = new ArrayList<>();
                cases.add(neighbourhoods.lastMoves(3 + random.nextInt(variant == Variant.FOUR_DISJOINT ? 7 : 4)));
                List<Neighbourhood> closures = neighbourhoods.closures();
                Neighbourhood closure = closures.get(random.nextInt(closures.size()));
                if (closure.freed() <= 9) {
                    cases.add(closure);
                }
                for (Neighbourhood neighbourhood : cases) {
                    int best = longest(neighbourhood.kept());
                    Verdict verdict = LocalProof.prove(
                            neighbourhood, game.moveCount(), Duration.ofMinutes(2), 1, Termination.never());
                    String what = variant.code() + " game " + g + ", " + neighbourhood.name();
                    if (best > game.moveCount()) {
                        longer++;
                        assertEquals(Outcome.LONGER, verdict.outcome(), what);
                        MsrRecord found = verdict.longer().orElseThrow();
                        assertEquals(best, Msr.requireLegal(found).score(), what);
                        assertTrue(
                                found.moves().containsAll(neighbourhood.kept().moves()), what);
                    } else {
                        proven++;
                        assertEquals(Outcome.PROVEN, verdict.outcome(), what);
                        assertTrue(verdict.longer().isEmpty(), what);
                    }
                }
            }
        }
        assertTrue(longer > 0 && proven > 0, "both verdicts met: " + longer + " longer, " + proven + " proven");
    }

    /**
     * A 26-move 4D game whose second move's closure (it and the two moves that need it) frees room for a
     * 28-move game, while freeing its last three moves proves nothing longer: a closure changes the middle of
     * a game, which no end search reaches.
     */
    @Test
    void aClosureFindsTheLongerGameThatFreeingAsManyMovesAtTheEndCannot() {
        MsrRecord game = Msr.decode(LocalGames.MIDDLE_MATTERS);
        assertEquals(26, Msr.requireLegal(game).score());
        Neighbourhoods neighbourhoods = new Neighbourhoods(game);
        Neighbourhood closure = neighbourhoods.closures().get(1);
        assertEquals(3, closure.freed(), closure.name());
        Verdict middle = LocalProof.prove(closure, 26, Duration.ofMinutes(1), 1, Termination.never());
        assertEquals(Outcome.LONGER, middle.outcome());
        assertEquals(28, Msr.requireLegal(middle.longer().orElseThrow()).score());
        Verdict end = LocalProof.prove(neighbourhoods.lastMoves(3), 26, Duration.ofMinutes(1), 1, Termination.never());
        assertEquals(Outcome.PROVEN, end.outcome());
    }

    @Test
    void aSearchStoppedBeforeItsEndIsUnknownNeverProven() {
        MsrRecord game = NeighbourhoodsTest.randomGame(Variant.FIVE_TOUCHING, new SplittableRandom(9));
        Neighbourhood everything = new Neighbourhoods(game).lastMoves(game.moveCount());
        Verdict verdict = LocalProof.prove(everything, 170, Duration.ofMinutes(1), 1, Termination.nodes(1000));
        assertEquals(Outcome.UNKNOWN, verdict.outcome());
    }

    /** The longest game that begins with the kept moves, by trying every continuation. */
    private static int longest(MsrRecord kept) {
        Position position = new Position(kept.variant());
        kept.moves().forEach(m -> position.play(position.find(m)));
        return longestFrom(position);
    }

    private static int longestFrom(Position position) {
        int best = position.ply();
        int ply = position.ply();
        int count = position.legalCount();
        int[] legal = new int[count];
        for (int i = 0; i < count; i++) {
            legal[i] = position.legalMove(i);
        }
        for (int move : legal) {
            position.play(move);
            best = Math.max(best, longestFrom(position));
            position.undoTo(ply);
        }
        return best;
    }
}
