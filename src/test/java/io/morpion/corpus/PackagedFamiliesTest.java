package io.morpion.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.RandomGames;
import io.morpion.engine.Symmetry;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A search's best named by the packaged game that places its dots: a redrawing, the game itself, or none. */
class PackagedFamiliesTest {

    private static MsrRecord rosin178() {
        return PackagedCorpus.games().stream()
                .filter(g -> g.entry().recordName().equals("rosin178"))
                .findFirst()
                .orElseThrow()
                .record();
    }

    @Test
    void aRedrawingOfARecordGameIsANewFigureOfItsDots() {
        PublishedIndex.Row row = PackagedCorpus.publishedIndex().stream()
                .filter(r -> "rosin178".equals(r.sameDotsAs()))
                .findFirst()
                .orElseThrow();
        assertEquals(
                Optional.of("same dots as Christopher D. Rosin's 178-move record game (rosin178), other lines: a "
                        + "new figure"),
                PackagedFamilies.of(PackagedCorpus.published(row).record()));
    }

    @Test
    void aMirrorImageOfARecordGameIsThatGameItself() {
        MsrRecord rosin = rosin178();
        MsrRecord mirror = MsrRecord.of(
                Variant.FIVE_TOUCHING,
                rosin.moves().stream()
                        .map(m -> Symmetry.apply(3, m, Variant.FIVE_TOUCHING))
                        .toList());
        assertEquals(
                Optional.of("Christopher D. Rosin's 178-move record game (rosin178) itself, up to symmetry"),
                PackagedFamilies.of(mirror));
    }

    @Test
    void aRandomGamesDotsBelongToNoPackagedGame() {
        MsrRecord game = RandomGames.finished(Variant.FIVE_TOUCHING, new Random(11));
        assertTrue(PackagedFamilies.of(game).isEmpty());
    }
}
