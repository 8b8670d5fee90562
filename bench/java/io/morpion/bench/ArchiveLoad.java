package io.morpion.bench;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.archive.ArchiveExchange.SharedGame;
import io.morpion.service.campaigns.ArchiveTrades;
import io.morpion.service.db.EmbeddedPostgres;
import java.io.IOException;
import java.io.InputStream;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.flywaydb.core.Flyway;

/**
 * The load test of a campaign's archive (issue 26; bench/campaign.sh archive-load), a benchmark
 * kept with the test sources: many workers
 * trading with one archive through the service's own statements ({@link ArchiveTrades}), against
 * the embedded PostgreSQL with the service's schema, each on a connection of its own, as workers
 * on many nodes would be. Each stand-in worker trades every interval (with a random phase) with
 * a batch of games shaped like a real worker's (prefixes of Rosin's 178, distinct keys).
 *
 * <p>Arguments: workers, seconds, trade interval in milliseconds (0: back to back, to find where
 * the database saturates), games per trade. It prints the trades' latencies, their rate, and the
 * share of a worker's time spent trading.
 */
public final class ArchiveLoad {

    private ArchiveLoad() {}

    public static void main(String[] args) throws Exception {
        int workers = args.length > 0 ? Integer.parseInt(args[0]) : 64;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        long intervalMillis = args.length > 2 ? Long.parseLong(args[2]) : 5_000;
        int gamesPerTrade = args.length > 3 ? Integer.parseInt(args[3]) : 20;
        Path dir = Files.createTempDirectory("morpion-archive-load-");
        try (EmbeddedPostgres database = EmbeddedPostgres.start(dir.resolve("pg"), freePort())) {
            Flyway.configure()
                    .dataSource(database.jdbcUrl(), EmbeddedPostgres.USER, database.password())
                    .locations("classpath:db/migration")
                    .load()
                    .migrate();
            long campaign = newCampaign(database);
            MsrRecord rosin = rosin178();
            List<Long> latencies = run(database, campaign, rosin, workers, seconds, intervalMillis, gamesPerTrade);
            report(database, campaign, latencies, workers, seconds, intervalMillis, gamesPerTrade);
        } finally {
            deleteQuietly(dir);
        }
    }

    private static List<Long> run(
            EmbeddedPostgres database,
            long campaign,
            MsrRecord rosin,
            int workers,
            int seconds,
            long intervalMillis,
            int gamesPerTrade)
            throws InterruptedException {
        ConcurrentLinkedQueue<Long> latencies = new ConcurrentLinkedQueue<>();
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            long runId = w + 1;
            Thread thread = new Thread(
                    () -> worker(database, campaign, runId, rosin, end, intervalMillis, gamesPerTrade, latencies),
                    "worker-" + runId);
            threads.add(thread);
            thread.start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        return new ArrayList<>(latencies);
    }

    private static void worker(
            EmbeddedPostgres database,
            long campaign,
            long runId,
            MsrRecord rosin,
            long end,
            long intervalMillis,
            int gamesPerTrade,
            ConcurrentLinkedQueue<Long> latencies) {
        SplittableRandom random = new SplittableRandom(runId);
        try (Connection connection =
                DriverManager.getConnection(database.jdbcUrl(), EmbeddedPostgres.USER, database.password())) {
            connection.setAutoCommit(false);
            long cursor = 0;
            long next = System.nanoTime() + (intervalMillis == 0 ? 0 : random.nextLong(intervalMillis) * 1_000_000);
            while (next < end) {
                long wait = next - System.nanoTime();
                if (wait > 0) {
                    Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
                }
                List<SharedGame> games = new ArrayList<>();
                for (int i = 0; i < gamesPerTrade; i++) {
                    int length = 150 + random.nextInt(29);
                    games.add(new SharedGame(
                            MsrRecord.of(rosin.variant(), rosin.moves().subList(0, length)), random.nextLong()));
                }
                games.sort((a, b) -> Integer.compare(b.score(), a.score()));
                long start = System.nanoTime();
                cursor = ArchiveTrades.trade(connection, campaign, runId, cursor, games, 64)
                        .cursor();
                connection.commit();
                latencies.add(System.nanoTime() - start);
                next += intervalMillis * 1_000_000;
                if (intervalMillis == 0) {
                    next = System.nanoTime();
                }
            }
        } catch (SQLException | InterruptedException e) {
            throw new IllegalStateException("worker " + runId + ": " + e.getMessage(), e);
        }
    }

    private static void report(
            EmbeddedPostgres database,
            long campaign,
            List<Long> latencies,
            int workers,
            int seconds,
            long intervalMillis,
            int gamesPerTrade)
            throws SQLException {
        long[] sorted = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
        double total = Arrays.stream(sorted).sum() / 1e9;
        System.out.printf(
                Locale.ROOT,
                "%d workers, %d s, a trade every %s with %d games each%n",
                workers,
                seconds,
                intervalMillis == 0 ? "moment (back to back)" : intervalMillis + " ms",
                gamesPerTrade);
        System.out.printf(
                Locale.ROOT,
                "trades: %,d (%,.1f/s); latency p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms%n",
                sorted.length,
                sorted.length / (double) seconds,
                percentile(sorted, 0.50),
                percentile(sorted, 0.95),
                percentile(sorted, 0.99),
                sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1e6);
        System.out.printf(
                Locale.ROOT,
                "share of the workers' time spent trading: %.3f %%%n",
                100 * total / (workers * (double) seconds));
        try (Connection c =
                        DriverManager.getConnection(database.jdbcUrl(), EmbeddedPostgres.USER, database.password());
                PreparedStatement q = c.prepareStatement(
                        "select count(*), min(score), max(score) from campaign_game " + "where campaign_id = ?")) {
            q.setLong(1, campaign);
            try (ResultSet rs = q.executeQuery()) {
                rs.next();
                System.out.printf(
                        Locale.ROOT,
                        "archive at the end: %,d games, scores %d..%d (limit 2,000)%n",
                        rs.getLong(1),
                        rs.getInt(2),
                        rs.getInt(3));
            }
        }
    }

    private static double percentile(long[] sorted, double p) {
        return sorted.length == 0
                ? 0
                : sorted[Math.min(sorted.length - 1, (int) Math.ceil(p * sorted.length) - 1)] / 1e6;
    }

    private static long newCampaign(EmbeddedPostgres database) throws SQLException {
        try (Connection c =
                        DriverManager.getConnection(database.jdbcUrl(), EmbeddedPostgres.USER, database.password());
                PreparedStatement insert = c.prepareStatement("insert into campaign (variant, method, params, workers, "
                        + "archive_limit, status, submitted_by) values ('5T', 'perturbation', '{}', 64, 2000, "
                        + "'ACTIVE', "
                        + "'load test') returning id")) {
            try (ResultSet rs = insert.executeQuery()) {
                rs.next();
                long id = rs.getLong(1);
                // the stand-in workers' run ids must name runs
                try (PreparedStatement runs =
                        c.prepareStatement("insert into search_run (id, variant, algorithm, category, "
                                + "params, seed, threads, status, queue_seq, submitted_by, campaign_id) select g, "
                                + "'5T', "
                                + "'perturbation', 'perturbation', '{}', g, 1, 'RUNNING', g, 'load test', ? from "
                                + "generate_series(1, 4096) as g")) {
                    runs.setLong(1, id);
                    runs.executeUpdate();
                }
                return id;
            }
        }
    }

    private static MsrRecord rosin178() throws IOException {
        try (InputStream in = ArchiveLoad.class.getResourceAsStream("/records/5T/rosin178.json")) {
            if (in == null) {
                throw new IOException("the corpus is not on the class path (records/5T/rosin178.json)");
            }
            return Msr.decode(in);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static void deleteQuietly(Path dir) {
        try (var paths = Files.walk(dir)) {
            paths.sorted((a, b) -> b.getNameCount() - a.getNameCount())
                    .forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            System.err.println("could not delete " + dir + ": " + e.getMessage());
        }
    }
}
