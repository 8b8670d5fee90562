package io.morpion.search.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.exact.ExactCompletion;
import io.morpion.tiers.SlowTest;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Looking ahead from a position: proven near the end, a lower bound far from it, nothing left after the end. */
@SlowTest
class OutlookIT {

    private static final MsrRecord OPTIMUM = CorpusGames.game("4D/hyyroporanen35.json");

    @Test
    void nearTheEndTheBestContinuationIsProvenAndIsTheExhaustiveSearchs() {
        MsrRecord position = MsrRecord.of(Variant.FOUR_DISJOINT, OPTIMUM.moves().subList(0, 24));
        Outlook.Answer answer = Outlook.of(position, Duration.ofSeconds(20), 1);
        assertTrue(answer.proven());
        assertEquals(35, Msr.requireLegal(answer.best()).score());
        assertEquals(11, answer.more(position));
        assertEquals(position.moves(), answer.best().moves().subList(0, 24), "the game begins with the position");
        int exhaustive = ExactCompletion.longest(Variant.FOUR_DISJOINT, position.moves(), 24, Long.MAX_VALUE)
                .longer()
                .orElseThrow()
                .size();
        assertEquals(exhaustive, answer.best().moveCount());
    }

    @Test
    void farFromTheEndTheAnswerIsALowerBoundFromTheClimber() {
        MsrRecord empty = MsrRecord.of(Variant.FIVE_TOUCHING, List.of());
        Outlook.Answer answer = Outlook.of(empty, Duration.ofMillis(500), 3);
        assertFalse(answer.proven(), "the whole 5T tree is not searched in half a second");
        assertTrue(answer.playouts() > 0, "the climber's games filled the rest of the budget");
        assertTrue(answer.best().moveCount() > 40, "a 5T game: " + answer.best().moveCount());
        assertEquals(answer.best().moveCount(), Msr.requireLegal(answer.best()).score());
    }

    @Test
    void afterTheEndNothingMoreIsPossibleAndThatIsProven() {
        Outlook.Answer answer = Outlook.of(OPTIMUM, Duration.ofSeconds(2), 1);
        assertTrue(answer.proven());
        assertEquals(0, answer.more(OPTIMUM));
    }
}
