package io.morpion.search.archive;

import io.morpion.engine.DotKey;
import io.morpion.engine.Geometry;
import io.morpion.engine.Position;
import io.morpion.msr.MsrRecord;
import java.util.List;

/**
 * The archive of a hunt that several searches share, such as a campaign's, kept by the service in
 * its database. Now and then a search hands over what it found since it last traded (a perturbation
 * search the games its archive took, NRPA its new bests) and takes back what the others added
 * meanwhile, so that a family one of them found is worked on by all.
 */
public interface ArchiveExchange {

    /**
     * @param added games this search's archive took since its last trade, best first
     * @return games the other searches added since this one last traded
     */
    List<SharedGame> trade(List<SharedGame> added);

    /**
     * A game of the shared archive.
     *
     * @param dotKey the same for every game with the same set of dots up to symmetry, and the
     *               identity of a game in the shared archive
     */
    record SharedGame(MsrRecord game, long dotKey) {

        /** A legal game with its key; an illegal one is refused, naming its first illegal move. */
        public static SharedGame of(MsrRecord game) {
            Position position = new Position(game.variant());
            int[] moves = new int[game.moveCount()];
            int illegal = position.playAll(game.moves(), moves);
            if (illegal >= 0) {
                throw new IllegalArgumentException("the game is illegal at move " + (illegal + 1));
            }
            return new SharedGame(game, DotKey.of(moves, moves.length, Geometry.of(game.variant())));
        }

        public int score() {
            return game.moveCount();
        }
    }
}
