package io.morpion.search.local.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.engine.CorpusGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.local.proofs.LocalProof;
import io.morpion.search.local.proofs.LocalProof.Outcome;
import io.morpion.search.local.proofs.LocalProof.Verdict;
import io.morpion.search.local.proofs.Neighbourhoods;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The constraint model on its own: the touch rule, open squares, and honest verdicts. */
class LineModelTest {

    private static final Duration LIMIT = Duration.ofMinutes(1);

    @ParameterizedTest
    @EnumSource(Variant.class)
    void twoParallelLinesTheTouchRuleForbidsAreNeverDrawnTogether(Variant variant) {
        List<Line> firstMoves = List.copyOf(Reach.of(variant, List.of(), 1).lines());
        Line one = null;
        Line other = null;
        Line elsewhere = null;
        for (Line a : firstMoves) {
            for (Line b : firstMoves) {
                if (!a.equals(b) && a.conflicts(b, variant) && one == null) {
                    one = a;
                    other = b;
                }
            }
        }
        for (Line c : firstMoves) {
            if (one != null && c.dir() != one.dir() && !sharesAPoint(c, one, variant)) {
                elsewhere = c;
            }
        }
        assertTrue(one != null && elsewhere != null, "the cross has both kinds of pair");
        assertEquals(1, best(variant, List.of(one, other)), one + " and " + other + " overlap too much");
        assertEquals(2, best(variant, List.of(one, elsewhere)), "the control: " + one + " and " + elsewhere);
    }

    @Test
    void everyOpenWindowOfRosins82IsProvenAndTheGameItselfFitsEachOne() {
        MsrRecord game = CorpusGames.game("5D/rosin82.json");
        List<Neighbourhood> squares = new Neighbourhoods(game).openSquares(3);
        assertTrue(squares.size() > 50, "squares: " + squares.size());
        for (Neighbourhood square : squares) {
            assertTrue(square.open().isPresent());
            Verdict verdict = LocalProof.prove(square, 82, LIMIT, 1, Termination.never());
            assertEquals(Outcome.PROVEN, verdict.outcome(), square.name());
        }
        for (Neighbourhood square : squares.subList(0, 10)) {
            Verdict itself = LocalProof.prove(square, 81, LIMIT, 1, Termination.never());
            assertEquals(Outcome.LONGER, itself.outcome(), square.name() + " holds an 82");
            MsrRecord found = itself.longer().orElseThrow();
            assertEquals(82, Msr.requireLegal(found).score());
            assertTrue(found.moves().containsAll(square.kept().moves()), square.name() + " keeps its lines");
        }
    }

    @Test
    void anOpenWindowKeepsLinesThatUsedItsFreedPoints() {
        MsrRecord game = CorpusGames.game("5D/rosin82.json");
        Neighbourhood square = new Neighbourhoods(game)
                .openSquares(4).stream()
                        .filter(w -> !Msr.validate(w.kept()).legal())
                        .findFirst()
                        .orElseThrow();
        Verdict verdict = LocalProof.prove(square, 81, LIMIT, 1, Termination.never());
        assertEquals(Outcome.LONGER, verdict.outcome(), "the model reorders the kept lines around the new ones");
        assertTrue(
                verdict.longer().orElseThrow().moves().containsAll(square.kept().moves()));
    }

    @Test
    void aModelStoppedBeforeItsAnswerIsUnknownNeverProven() {
        MsrRecord game = CorpusGames.game("5T/rosin178.json");
        Neighbourhood square = new Neighbourhoods(game).openSquares(8).get(20);
        Verdict verdict =
                LocalProof.prove(square, 178, LIMIT, 1, Termination.nodes(0).or(p -> true));
        assertEquals(Outcome.UNKNOWN, verdict.outcome());
        assertEquals(Optional.empty(), verdict.longer());
    }

    private static int best(Variant variant, List<Line> candidates) {
        LineModel.Answer answer = new LineModel(variant, List.of(), List.of(), candidates, Map.of(), 2)
                .solve(LIMIT, 1, Termination.never());
        assertEquals(LineModel.Status.OPTIMAL, answer.status());
        return Msr.requireLegal(answer.game().orElseThrow()).score();
    }

    private static boolean sharesAPoint(Line a, Line b, Variant variant) {
        for (int i = 0; i < variant.lineLength(); i++) {
            for (int j = 0; j < variant.lineLength(); j++) {
                if (a.point(i).equals(b.point(j))) {
                    return true;
                }
            }
        }
        return false;
    }
}
