package io.morpion.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.morpion.msr.Msr;
import io.morpion.search.archive.ArchiveExchange;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** A shared archive in memory, as the service keeps one per campaign in its database, for solvers' trading tests. */
public final class InMemoryArchive {

    public final List<ArchiveExchange.SharedGame> games = new ArrayList<>();
    private final Set<Long> keys = new HashSet<>();

    /** One worker's side: it hands over its games (each dot key once) and takes back what the others added. */
    public ArchiveExchange worker() {
        int[] seen = {0};
        return added -> {
            List<ArchiveExchange.SharedGame> news = new ArrayList<>(games.subList(seen[0], games.size()));
            for (ArchiveExchange.SharedGame game : added) {
                if (keys.add(game.dotKey())) {
                    games.add(game);
                }
            }
            seen[0] = games.size();
            return news;
        };
    }

    /**
     * The best score handed over, after checking that something was and that every game is legal and as long as its
     * score says.
     */
    public int legalBest() {
        assertFalse(games.isEmpty(), "the worker handed over the games it took");
        for (ArchiveExchange.SharedGame game : games) {
            assertEquals(game.score(), Msr.requireLegal(game.game()).score());
        }
        return games.stream().mapToInt(ArchiveExchange.SharedGame::score).max().orElseThrow();
    }
}
