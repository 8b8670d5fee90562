package io.morpion.service.campaigns;

import io.agroal.api.AgroalDataSource;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.perturbation.ArchiveExchange.SharedGame;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A campaign's archive in the database: distinct games by their dots up to symmetry, at most the
 * campaign's limit of them, the worst going first. Workers trade with it in batches, one short
 * transaction each: what they found goes in, the best of what others added since comes back.
 */
@ApplicationScoped
public class CampaignArchive {

    /**
     * Ids come from a sequence, and a transaction that took a lower one may commit after a higher one
     * was read; a trade looks this far below its cursor again so that such games are not skipped.
     */
    static final long IN_FLIGHT_MARGIN = 1_000;

    /** What one trade brought back, where the worker's cursor now stands, and the campaign's best. */
    public record Traded(List<SharedGame> games, long cursor, int bestScore) {
    }

    @Inject
    AgroalDataSource database;

    @Transactional
    public Traded trade(long campaignId, long runId, long cursor, List<SharedGame> added, int batch) {
        try (Connection connection = database.getConnection()) {
            if (!added.isEmpty()) {
                insert(connection, campaignId, runId, added);
                prune(connection, campaignId);
                raiseBest(connection, campaignId, added.get(0));
            }
            return new Traded(pull(connection, campaignId, runId, cursor, batch), lastId(connection, campaignId),
                    bestScore(connection, campaignId));
        } catch (SQLException e) {
            throw new IllegalStateException("campaign " + campaignId + ": the archive could not trade: " + e.getMessage(), e);
        }
    }

    /** Adds the campaign's starting game, if it has one, as the first of its archive. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void seed(long campaignId, SharedGame game) {
        try (Connection connection = database.getConnection()) {
            insert(connection, campaignId, null, List.of(game));
        } catch (SQLException e) {
            throw new IllegalStateException("campaign " + campaignId + ": the archive could not take its first game", e);
        }
    }

    /** How many games of each score the archive holds, best first. */
    public Map<Integer, Integer> census(long campaignId) {
        Map<Integer, Integer> census = new TreeMap<>((a, b) -> Integer.compare(b, a));
        try (Connection connection = database.getConnection();
                PreparedStatement query = connection.prepareStatement(
                        "select score, count(*) from campaign_game where campaign_id = ? group by score")) {
            query.setLong(1, campaignId);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    census.put(rows.getInt(1), rows.getInt(2));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("campaign " + campaignId + ": the archive could not be counted", e);
        }
        return census;
    }

    private static void insert(Connection connection, long campaignId, Long runId, List<SharedGame> games)
            throws SQLException {
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

    /** A game better than the campaign's best becomes it, once msr-lib's validator has replayed it. */
    private static void raiseBest(Connection connection, long campaignId, SharedGame best) throws SQLException {
        try (PreparedStatement update = connection.prepareStatement(
                "update campaign set best_score = ?, best_msr = ? where id = ? and best_score < ?")) {
            if (Msr.validate(best.game()).legal()) {
                update.setInt(1, best.score());
                update.setString(2, Msr.encode(best.game()));
                update.setLong(3, campaignId);
                update.setInt(4, best.score());
                update.executeUpdate();
            }
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
        try (PreparedStatement query = connection.prepareStatement(
                "select coalesce(max(id), 0) from campaign_game where campaign_id = ?")) {
            query.setLong(1, campaignId);
            try (ResultSet rows = query.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }
}
