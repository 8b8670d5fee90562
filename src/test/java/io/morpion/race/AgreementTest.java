package io.morpion.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.race.Agreement.Case;
import io.morpion.race.Agreement.Kind;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A seeded sample of the differential test: on closed neighbourhoods the exhaustive search and the constraint
 * model give the same longest game ({@code morpion bench --agreement} runs the full sweep).
 */
class AgreementTest {

    @ParameterizedTest
    @EnumSource(Kind.class)
    void theExhaustiveSearchAndTheConstraintModelFindTheSameLongestGame(Kind kind) {
        for (Neighbourhood position : Agreement.positions(kind, 8, 20261128L, 8)) {
            Case checked = Agreement.check(kind, position, Duration.ofMinutes(1));
            assertTrue(checked.decided(), kind.words() + ", " + checked.name() + ": both methods finish");
            assertEquals(
                    checked.exhaustive().getAsInt(), checked.model().getAsInt(), kind.words() + ", " + checked.name());
            assertTrue(checked.model().getAsInt() >= position.kept().moveCount());
        }
    }
}
