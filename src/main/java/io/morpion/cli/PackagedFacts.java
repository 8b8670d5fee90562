package io.morpion.cli;

import io.morpion.corpus.KnownResult;
import io.morpion.corpus.PackagedCorpus;
import io.morpion.corpus.PublishedIndex;
import io.morpion.corpus.ShippedLocalProof;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.facts.KnownFacts;
import io.morpion.search.facts.PositionFacts;
import io.morpion.search.local.proofs.Neighbourhoods;
import io.morpion.search.local.proofs.Sweep;
import java.util.List;
import java.util.OptionalInt;

/**
 * The facts about positions that hold without a server (docs/analysis.md): the packaged corpus's games (records,
 * published and found), each variant's proven optimum or published bound, and the shipped local proofs.
 */
public final class PackagedFacts {

    private PackagedFacts() {}

    public static PositionFacts read() {
        PositionFacts facts = new PositionFacts();
        for (Variant variant : Variant.values()) {
            KnownFacts.addVariantBounds(
                    facts,
                    variant,
                    KnownResult.of(variant)
                            .filter(KnownResult::proven)
                            .map(k -> OptionalInt.of(k.score()))
                            .orElse(OptionalInt.empty()));
        }
        PackagedCorpus.games()
                .forEach(g -> facts.addGame(
                        g.record(), g.entry().author() + "'s " + g.record().moveCount(), null));
        for (PublishedIndex.Row row : PackagedCorpus.publishedIndex()) {
            facts.addGame(PackagedCorpus.published(row).record(), row.author() + "'s " + row.score(), null);
        }
        for (PublishedIndex.Row row : PackagedCorpus.foundIndex()) {
            facts.addGame(PackagedCorpus.found(row).record(), row.name(), null);
        }
        for (ShippedLocalProof proof : ShippedLocalProof.all()) {
            MsrRecord game = proof.record();
            List<Neighbourhoods.Neighbourhood> neighbourhoods =
                    new Sweep(Sweep.Kind.of(proof.kind()), proof.size()).of(new Neighbourhoods(game));
            for (int i = 0; i < neighbourhoods.size() && i < proof.results().size(); i++) {
                if ("proven".equals(proof.results().get(i).outcome())) {
                    KnownFacts.addLocalProof(facts, neighbourhoods.get(i), proof.game(), game.moveCount());
                }
            }
        }
        return facts;
    }
}
