package io.morpion.service.proofs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.corpus.ShippedLocalProof;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.local.proofs.LocalProof;
import io.morpion.search.local.proofs.LocalProof.Outcome;
import io.morpion.search.local.proofs.Neighbourhoods;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import io.morpion.search.local.proofs.Sweep;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The local proofs the corpus ships (records/local-proofs.jsonl) are whole, consistent sweeps of corpus games,
 * and ten of the verdicts that took at most two seconds come out the same when proven again here.
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

    /** A shipped verdict of a neighbourhood, with what it is about. */
    private record Shipped(ShippedLocalProof proof, Neighbourhood neighbourhood, ShippedLocalProof.Result result) {}

    @Test
    void quickShippedVerdictsAreReproduced() {
        List<Shipped> quick = new ArrayList<>();
        for (ShippedLocalProof proof : ShippedLocalProof.all()) {
            List<Neighbourhood> neighbourhoods =
                    new Sweep(Sweep.Kind.of(proof.kind()), proof.size()).of(new Neighbourhoods(proof.record()));
            for (int i = 0; i < neighbourhoods.size(); i++) {
                ShippedLocalProof.Result result = proof.results().get(i);
                if (result.outcome().equals("proven") && result.seconds() <= 2) {
                    quick.add(new Shipped(proof, neighbourhoods.get(i), result));
                }
            }
        }
        assertFalse(quick.isEmpty(), "at least one shipped verdict is quick enough to prove again");
        // ten of them, from the quickest to the slowest, so that the test stays in seconds
        quick.sort(Comparator.comparingDouble(q -> q.result().seconds()));
        int checks = Math.min(10, quick.size());
        for (int k = 0; k < checks; k++) {
            Shipped shipped = quick.get(k * quick.size() / checks);
            LocalProof.Verdict again = LocalProof.prove(
                    shipped.neighbourhood(),
                    shipped.proof().record().moveCount(),
                    Duration.ofSeconds(30),
                    1,
                    Termination.never());
            assertEquals(
                    Outcome.PROVEN,
                    again.outcome(),
                    shipped.proof().game() + " " + shipped.neighbourhood().name());
        }
    }
}
