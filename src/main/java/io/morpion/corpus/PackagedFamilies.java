package io.morpion.corpus;

import io.morpion.engine.DotKey;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.MsrRecord;
import java.util.Optional;

/** Which packaged game, if any, places the same dots as a game: for a search's best, away from any server. */
public final class PackagedFamilies {

    private PackagedFamilies() {}

    /**
     * "same dots as Christopher D. Rosin's 178-move record game (rosin178), other lines: a new
     * figure", or "Christopher D. Rosin's 178-move record game (rosin178) itself, up to symmetry", or
     * empty when no packaged game places these dots.
     */
    public static Optional<String> of(MsrRecord game) {
        long key = DotKey.of(game);
        String identity = GameIdentity.of(game);
        for (PackagedCorpus.Game record : PackagedCorpus.games()) {
            if (record.record().variant() == game.variant() && DotKey.of(record.record()) == key) {
                return Optional.of(said(
                        name(record.record().author(), record.record().moveCount()) + " record game ("
                                + record.entry().recordName() + ")",
                        identity.equals(GameIdentity.of(record.record()))));
            }
        }
        String hex = Long.toHexString(key);
        for (PublishedIndex.Row row : PackagedCorpus.publishedIndex()) {
            if (row.variant() == game.variant() && hex.equals(row.dots())) {
                return Optional.of(said(
                        name(row.author(), row.score()) + " published game (" + row.name() + ")",
                        identity.equals(row.identity())));
            }
        }
        return Optional.empty();
    }

    private static String said(String which, boolean same) {
        return same ? which + " itself, up to symmetry" : "same dots as " + which + ", other lines: a new figure";
    }

    private static String name(String author, int score) {
        return (author == null ? "a" : author + "'s") + " " + score + "-move";
    }
}
