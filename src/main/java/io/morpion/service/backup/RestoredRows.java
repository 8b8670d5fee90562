package io.morpion.service.backup;

import io.morpion.engine.DotKey;
import io.morpion.engine.GameIdentity;
import io.morpion.formats.backup.BackupFile;
import io.morpion.msr.GameFacts;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrException;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.spec.SolverSpec;
import io.morpion.search.spec.SpecCodec;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.records.SubmittedText;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;

/**
 * A restore's rows checked as the API checks new ones, before they are committed: anyone who edits
 * a backup can recompute its checksums, so its rows are not trusted. Every record is replayed and
 * must be what its columns say (variant, score, whether it is finished, its identity and dots);
 * every run must be one the API would queue; every counter must stand at or past its table's ids,
 * with room to count on. The first bad row is named and nothing is restored.
 */
final class RestoredRows {

    /** How far a counter may stand: far past any real count, and far from where counting would overflow. */
    static final long MAX_COUNTER = 1L << 53;

    private RestoredRows() {}

    static void check(Connection c, BackupFile.Manifest manifest, int maxThreads) throws SQLException {
        records(c);
        positionFacts(c);
        runs(c, maxThreads);
        counters(c, manifest);
    }

    private static void records(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("select id, variant, score, available_moves, terminal, msr,"
                + " game_identity, dots_key from record order by id")) {
            s.setFetchSize(256);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    long id = r.getLong("id");
                    String problem = recordProblem(r);
                    if (problem != null) {
                        throw refused("record " + id + " " + problem);
                    }
                }
            }
        }
    }

    private static String recordProblem(ResultSet r) throws SQLException {
        MsrRecord game;
        try {
            game = Msr.decode(r.getString("msr"));
        } catch (MsrException | IllegalArgumentException e) {
            return "holds a game that cannot be read: " + e.getMessage();
        }
        try {
            SubmittedText.check(game);
        } catch (Refused e) {
            return "breaks a rule of its texts: " + e.getMessage();
        }
        GameFacts facts;
        try {
            facts = Msr.requireLegal(game);
        } catch (MsrException e) {
            return "holds an illegal game: " + e.getMessage();
        }
        if (!game.variant().code().equals(r.getString("variant"))) {
            return "is filed under " + r.getString("variant") + ", and its game is of "
                    + game.variant().code();
        }
        if (facts.score() != r.getInt("score")) {
            return "has the score " + r.getInt("score") + ", and its game has " + facts.score() + " moves";
        }
        if (facts.terminal() != r.getBoolean("terminal") || facts.availableMoves() != r.getInt("available_moves")) {
            return "says its game " + (r.getBoolean("terminal") ? "is" : "is not") + " finished with "
                    + r.getInt("available_moves") + " moves left, and it has " + facts.availableMoves();
        }
        if (!GameIdentity.of(game).equals(r.getString("game_identity"))) {
            return "has an identity that is not its game's";
        }
        long dots = r.getLong("dots_key");
        if (!r.wasNull() && dots != DotKey.of(game)) {
            return "has a dots key that is not its game's";
        }
        return null;
    }

    /** Every learned fact's game or position must be legal, and a bound no shorter than its position. */
    private static void positionFacts(Connection c) throws SQLException {
        try (PreparedStatement s =
                c.prepareStatement("select id, variant, kind, msr, at_most from position_fact order" + " by id")) {
            s.setFetchSize(256);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    String problem;
                    try {
                        MsrRecord msr = Msr.decode(r.getString("msr"));
                        GameFacts facts = Msr.requireLegal(msr);
                        problem = !msr.variant().code().equals(r.getString("variant"))
                                ? "is filed under " + r.getString("variant") + ", and its game is of "
                                        + msr.variant().code()
                                : "bound".equals(r.getString("kind")) && r.getInt("at_most") < facts.score()
                                        ? "bounds a position of " + facts.score() + " moves by " + r.getInt("at_most")
                                        : null;
                    } catch (MsrException | IllegalArgumentException e) {
                        problem = "holds a game that is not legal: " + e.getMessage();
                    }
                    if (problem != null) {
                        throw refused("learned fact " + r.getLong("id") + " " + problem);
                    }
                }
            }
        }
    }

    private static void runs(Connection c, int maxThreads) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("select id, variant, algorithm, params, seed, threads, warm_msr,"
                + " budget_seconds, target_score from search_run order by id")) {
            s.setFetchSize(256);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    String problem = runProblem(r, maxThreads);
                    if (problem != null) {
                        throw refused("run " + r.getLong("id") + " " + problem);
                    }
                }
            }
        }
    }

    private static String runProblem(ResultSet r, int maxThreads) throws SQLException {
        int threads = r.getInt("threads");
        if (threads < 1 || threads > maxThreads) {
            return "asks for " + threads + " threads, and a run here has 1.." + maxThreads;
        }
        long seed = r.getLong("seed");
        if (seed < 0) {
            return "has the negative seed " + seed;
        }
        long seconds = r.getLong("budget_seconds");
        if (!r.wasNull() && (seconds < 0 || seconds > 36_525L * 86_400)) {
            return "has a time budget of " + seconds + " s, and a budget is at most 100 years";
        }
        int target = r.getInt("target_score");
        if (!r.wasNull() && target < 1) {
            return "has the target score " + target + ", and a target is positive";
        }
        try {
            Variant variant = Variant.parse(r.getString("variant"), "variant");
            String warm = r.getString("warm_msr");
            SolverSpec.stored(
                            r.getString("algorithm"),
                            variant,
                            seed,
                            1,
                            SpecCodec.params(r.getString("params")),
                            warm == null ? null : SpecCodec.warm(warm))
                    .check();
        } catch (RuntimeException e) {
            return "is not a search this server runs: " + e.getMessage();
        }
        return null;
    }

    /** Each table's id counter, as the backup sets it, against the table's rows; and the corpus's change counter. */
    private static void counters(Connection c, BackupFile.Manifest manifest) throws SQLException {
        Map<String, String> tableOf = new HashMap<>();
        try (Statement s = c.createStatement();
                ResultSet r = s.executeQuery("select table_name,"
                        // qualified: a restore checks its rows in temporary tables of the same names, which own no
                        // counter
                        + " pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), 'id')"
                        + " from information_schema.columns where table_schema = current_schema()"
                        + " and column_name = 'id' order by table_name")) {
            while (r.next()) {
                if (r.getString(2) != null) {
                    // the counter's name without its schema, as the manifest names it
                    String counter = r.getString(2);
                    tableOf.put(counter.substring(counter.lastIndexOf('.') + 1).replace("\"", ""), r.getString(1));
                }
            }
        }
        for (BackupFile.Sequence sequence : manifest.sequences()) {
            long next = sequence.lastValue() == null ? 0 : sequence.lastValue();
            String table = tableOf.get(sequence.name());
            long highest = 0;
            if (table != null) {
                try (Statement s = c.createStatement();
                        ResultSet r =
                                s.executeQuery("select coalesce(max(id), 0) from " + BackupTables.quoted(table))) {
                    r.next();
                    highest = r.getLong(1);
                }
            }
            if (next < highest || next > MAX_COUNTER) {
                throw refused("counter " + sequence.name() + " stands at " + next + ", and it must stand between "
                        + (table == null ? "0" : "the highest id of the table " + table + " (" + highest + ")")
                        + " and " + MAX_COUNTER);
            }
        }
        try (Statement s = c.createStatement();
                ResultSet r = s.executeQuery(
                        "select coalesce(max(version), 0), coalesce(min(version), 0) from record_change")) {
            r.next();
            if (r.getLong(1) > MAX_COUNTER || r.getLong(2) < 0) {
                throw refused("the corpus's change counter stands at " + r.getLong(1) + ", outside 0.." + MAX_COUNTER);
            }
        }
    }

    private static Refused.Invalid refused(String detail) {
        return new Refused.Invalid(RefusalCode.BACKUP_DAMAGED, "the backup's " + detail, "the backup's " + detail);
    }
}
