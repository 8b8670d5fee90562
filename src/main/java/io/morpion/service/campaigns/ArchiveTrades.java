package io.morpion.service.campaigns;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.archive.ArchiveExchange.SharedGame;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The statements of a trade with a campaign's archive, on a connection whose transaction the
 * caller holds: the service's {@link CampaignArchive}, or the archive's load test.
 */
public final class ArchiveTrades {

    /**
     * Ids come from a sequence, and a transaction that took a lower one may commit after a higher one
     * was read; a trade looks this far below its cursor again so that such games are not skipped.
     */
    static final long IN_FLIGHT_MARGIN = 1_000;

    /** What one trade brought back, where the worker's cursor now stands, and the campaign's best. */
    public record Traded(List<SharedGame> games, long cursor, int bestScore) {}

    /** The first key of the two-part advisory lock a prune takes; the second is the campaign's id. */
    private static final int PRUNE_LOCK_CLASS = 26;

    private ArchiveTrades() {}

    /** Adds the worker's games (best first), keeps the archive to its limit, and brings back what others added. */
    public static Traded trade(
            Connection connection, long campaignId, long runId, long cursor, List<SharedGame> added, int batch)
            throws SQLException {
        int best = bestScore(connection, campaignId);
        if (!added.isEmpty()) {
            // in one order of keys for everyone, so that two trades adding the same games never deadlock
            List<SharedGame> byKey = new ArrayList<>(added);
            byKey.sort((a, b) -> Long.compare(a.dotKey(), b.dotKey()));
            insert(connection, campaignId, runId, byKey);
            if (pruneTurn(connection, campaignId)) {
                prune(connection, campaignId);
            }
            if (added.get(0).score() > best) {
                // only then: the update waits for any other trade that raised the best and has not committed
                best = raiseBest(connection, campaignId, added.get(0))
                        ? added.get(0).score()
                        : bestScore(connection, campaignId);
            }
        }
        return new Traded(pull(connection, campaignId, runId, cursor, batch), lastId(connection, campaignId), best);
    }

    static void insert(Connection connection, long campaignId, Long runId, List<SharedGame> games) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("insert into campaign_game (campaign_id, dot_key, "
                + "score, msr, run_id) values (?, ?, ?, ?, ?) on conflict (campaign_id, dot_key) do nothing")) {
            for (SharedGame game : games) {
                insert.setLong(1, campaignId);
                insert.setLong(2, game.dotKey());
                insert.setInt(3, game.score());
                insert.setString(4, Msr.encode(game.game()));
                insert.setObject(5, runId);
                insert.addBatch();
            }
            insert.executeBatch();
        }
    }

    /**
     * Whether this trade prunes the archive: one trade at a time does, the others do not wait for it.
     * Two prunes at once would delete overlapping rows in different orders and deadlock; a skipped
     * prune leaves the archive a batch over its limit until the next one.
     */
    private static boolean pruneTurn(Connection connection, long campaignId) throws SQLException {
        try (PreparedStatement lock = connection.prepareStatement("select pg_try_advisory_xact_lock(?, ?)")) {
            lock.setInt(1, PRUNE_LOCK_CLASS);
            lock.setInt(2, (int) campaignId);
            try (ResultSet rows = lock.executeQuery()) {
                return rows.next() && rows.getBoolean(1);
            }
        }
    }

    /** Keeps the campaign's best games up to its limit; among equal scores the older stay. */
    private static void prune(Connection connection, long campaignId) throws SQLException {
        try (PreparedStatement prune = connection.prepareStatement("delete from campaign_game where id in (select id "
                + "from campaign_game where campaign_id = ? order by score desc, id offset (select archive_limit from "
                + "campaign where id = ?))")) {
            prune.setLong(1, campaignId);
            prune.setLong(2, campaignId);
            prune.executeUpdate();
        }
    }

    /**
     * A game better than the campaign's best becomes it, once msr-lib's validator has replayed it;
     * returns whether it did (another trade may have raised the best further meanwhile).
     */
    private static boolean raiseBest(Connection connection, long campaignId, SharedGame best) throws SQLException {
        if (!Msr.validate(best.game()).legal()) {
            return false;
        }
        try (PreparedStatement update = connection.prepareStatement(
                "update campaign set best_score = ?, best_msr = ? where id = ? and best_score < ?")) {
            update.setInt(1, best.score());
            update.setString(2, Msr.encode(best.game()));
            update.setLong(3, campaignId);
            update.setInt(4, best.score());
            return update.executeUpdate() == 1;
        }
    }

    private static List<SharedGame> pull(Connection connection, long campaignId, long runId, long cursor, int batch)
            throws SQLException {
        List<SharedGame> games = new ArrayList<>();
        try (PreparedStatement query = connection.prepareStatement("select dot_key, msr from campaign_game where "
                + "campaign_id = ? and id > ? and run_id is distinct from ? order by score desc, id limit ?")) {
            query.setLong(1, campaignId);
            query.setLong(2, cursor - IN_FLIGHT_MARGIN);
            query.setLong(3, runId);
            query.setInt(4, batch);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    MsrRecord game = Msr.decode(rows.getString(2));
                    games.add(new SharedGame(game, rows.getLong(1)));
                }
            }
        }
        return games;
    }

    private static int bestScore(Connection connection, long campaignId) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("select best_score from campaign where id = ?")) {
            query.setLong(1, campaignId);
            try (ResultSet rows = query.executeQuery()) {
                return rows.next() ? rows.getInt(1) : 0;
            }
        }
    }

    private static long lastId(Connection connection, long campaignId) throws SQLException {
        try (PreparedStatement query =
                connection.prepareStatement("select coalesce(max(id), 0) from campaign_game where campaign_id = ?")) {
            query.setLong(1, campaignId);
            try (ResultSet rows = query.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }
}
