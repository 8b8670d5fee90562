package io.morpion.service.proofs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.corpus.ShippedLocalProof;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.local.LocalProof;
import io.morpion.search.local.LocalProof.Outcome;
import io.morpion.search.local.Neighbourhoods;
import io.morpion.search.local.Neighbourhoods.Neighbourhood;
import io.morpion.search.local.Sweep;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The local proofs the corpus ships (records/local-proofs.jsonl) are whole, consistent sweeps of corpus games,
 * and those that took at most two seconds come out the same when proven again here.
 */
class ShippedLocalProofsTest {

    @Test
    void eachShippedProofIsAWholeSweepOfAValidCorpusGameWithinItsLimit() {
        List<ShippedLocalProof> proofs = ShippedLocalProof.all();
        assertFalse(proofs.isEmpty(), "the corpus ships local proofs");
        for (ShippedLocalProof proof : proofs) {
            MsrRecord game = proof.record();
            assertTrue(Msr.validate(game).legal(), proof.game());
            List<Neighbourhood> neighbourhoods =
                    new Sweep(Sweep.Kind.of(proof.kind()), proof.size()).of(new Neighbourhoods(game));
            assertEquals(neighbourhoods.size(), proof.results().size(), proof.game() + ": a verdict a neighbourhood");
            assertFalse(proof.measuredOn().isAfter(LocalDate.now()), proof.game());
            assertFalse(proof.how().isBlank(), proof.game());
            for (ShippedLocalProof.Result result : proof.results()) {
                Outcome outcome = Outcome.valueOf(result.outcome().toUpperCase(Locale.ROOT));
                assertTrue(
                        outcome == Outcome.PROVEN || outcome == Outcome.UNKNOWN,
                        proof.game() + ": a longer game ships as a record, not as a verdict");
                assertTrue(
                        outcome != Outcome.PROVEN || result.seconds() <= proof.limitSeconds(),
                        proof.game() + ": proven within its limit");
            }
        }
    }

    @Test
    void theQuickShippedVerdictsAreReproduced() {
        int reproduced = 0;
        for (ShippedLocalProof proof : ShippedLocalProof.all()) {
            List<Neighbourhood> neighbourhoods =
                    new Sweep(Sweep.Kind.of(proof.kind()), proof.size()).of(new Neighbourhoods(proof.record()));
            for (int i = 0; i < neighbourhoods.size(); i++) {
                ShippedLocalProof.Result shipped = proof.results().get(i);
                if (shipped.outcome().equals("proven") && shipped.seconds() <= 2) {
                    LocalProof.Verdict again = LocalProof.prove(
                            neighbourhoods.get(i),
                            proof.record().moveCount(),
                            Duration.ofSeconds(30),
                            1,
                            Termination.never());
                    assertEquals(
                            Outcome.PROVEN,
                            again.outcome(),
                            proof.game() + " " + neighbourhoods.get(i).name());
                    reproduced++;
                }
            }
        }
        assertTrue(reproduced > 0, "at least one shipped verdict is quick enough to prove again");
    }
}
