package io.morpion.service.campaigns;

import io.agroal.api.AgroalDataSource;
import io.morpion.search.archive.ArchiveExchange.SharedGame;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
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

    @Inject
    AgroalDataSource database;

    @Transactional
    public ArchiveTrades.Traded trade(long campaignId, long runId, long cursor, List<SharedGame> added, int batch) {
        try (Connection connection = database.getConnection()) {
            return ArchiveTrades.trade(connection, campaignId, runId, cursor, added, batch);
        } catch (SQLException e) {
            throw new IllegalStateException(
                    "campaign " + campaignId + ": the archive could not trade: " + e.getMessage(), e);
        }
    }

    /** Adds the campaign's starting game, if it has one, as the first of its archive. */
    @Transactional(Transactional.TxType.MANDATORY)
    public void seed(long campaignId, SharedGame game) {
        try (Connection connection = database.getConnection()) {
            ArchiveTrades.insert(connection, campaignId, null, List.of(game));
        } catch (SQLException e) {
            throw new IllegalStateException(
                    "campaign " + campaignId + ": the archive could not take its first game", e);
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
}
