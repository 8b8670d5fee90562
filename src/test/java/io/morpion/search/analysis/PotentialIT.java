package io.morpion.search.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.RandomGames;
import io.morpion.corpus.PackagedCorpus;
import io.morpion.engine.CorpusGames;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.exact.ExactCompletion;
import io.morpion.search.facts.PositionFacts;
import io.morpion.tiers.SlowTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Where a game lost its potential: a point a position, never rising along the game, and the move that lost most. */
@SlowTest
class PotentialIT {

    @Test
    void anOptimalGameNeverLosesPotentialAndItsLastPositionsAreProven() {
        MsrRecord optimum = CorpusGames.game("4D/hyyroporanen35.json");
        List<Integer> heard = new ArrayList<>();
        List<Potential.Look> points = Potential.of(optimum, Duration.ofMillis(100), 1, heard::add);
        assertEquals(36, points.size(), "the empty cross and the position after each move");
        assertEquals(36, heard.get(heard.size() - 1));
        for (int k = 0; k <= 35; k++) {
            assertEquals(k, points.get(k).moves());
            assertEquals(35, points.get(k).best(), "35 is proven optimal and the game reaches it: position " + k);
        }
        assertTrue(points.get(30).proven() && points.get(35).proven(), "five moves from the end the search finishes");
        assertEquals(Optional.empty(), Potential.blunder(points));
    }

    @Test
    void aWeakFiveTGamesCurveStartsAtTheRecordTheFactsHoldAndNamesABlunder() {
        PositionFacts facts = new PositionFacts();
        PackagedCorpus.games().stream()
                .filter(g -> g.entry().variant() == Variant.FIVE_TOUCHING)
                .forEach(g -> facts.addGame(g.record(), g.entry().recordName(), null));
        MsrRecord game = RandomGames.finished(Variant.FIVE_TOUCHING, new Random(98));
        List<Potential.Look> points = Potential.of(
                game, Duration.ofMillis(5), 3, facts::known, List.of(), reached -> {}, (position, known, answer) -> {});
        assertTrue(points.get(0).best() >= 178, "the empty cross reaches the record: " + points.get(0));
        Potential.Blunder blunder = Potential.blunder(points).orElseThrow();
        assertTrue(blunder.lost() > 0, blunder.toString());
        assertEquals(
                facts.known(MsrRecord.of(Variant.FIVE_TOUCHING, game.moves().subList(0, blunder.move() - 1)))
                        .lower(),
                blunder.before().best(),
                "before the blunder, the potential is what the facts know of that position");
    }

    @Test
    void aRandomGamesPotentialNeverRisesAndItsBlunderIsTheMoveThatLostMost() {
        MsrRecord game = RandomGames.finished(Variant.FOUR_DISJOINT, new Random(5));
        int n = game.moveCount();
        List<Potential.Look> points = Potential.of(game, Duration.ofMillis(50), 2, done -> {});
        for (int k = 1; k <= n; k++) {
            assertTrue(points.get(k).best() <= points.get(k - 1).best(), "a later position offers no more: " + k);
            assertTrue(points.get(k).best() >= n, "the game itself continues every position of it");
        }
        Potential.Look end = points.get(n);
        assertTrue(end.proven() && end.best() == n, "nothing follows the end");
        for (int k = n; k >= n - 3; k--) {
            int exhaustive = ExactCompletion.longest(
                            Variant.FOUR_DISJOINT, game.moves().subList(0, k), k, Long.MAX_VALUE)
                    .longer()
                    .map(List::size)
                    .orElse(k);
            if (points.get(k).proven()) {
                assertEquals(exhaustive, points.get(k).best(), "proven at " + k);
            }
        }
        int most = 0;
        for (int k = 1; k <= n; k++) {
            most = Math.max(most, points.get(k - 1).best() - points.get(k).best());
        }
        assertTrue(most > 0, "a random 4D game of " + n + " moves falls short of what its opening allowed");
        Potential.Blunder blunder = Potential.blunder(points).orElseThrow();
        assertEquals(most, blunder.lost());
        assertEquals(points.get(blunder.move() - 1), blunder.before());
    }
}
