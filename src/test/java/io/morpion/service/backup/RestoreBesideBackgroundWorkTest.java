package io.morpion.service.backup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.morpion.service.RunsDatabaseTestResource;
import io.morpion.service.db.AdvisoryLocks;
import io.morpion.service.work.BackgroundWork;
import io.morpion.service.work.WorkKind;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.Test;

/**
 * A restore empties its tables one lock at a time, and a background poll reads two of them in one statement, which
 * also takes their locks one at a time: in CI a fresh service refused a restore because each of its three tries lost
 * a deadlock to the polls. Played here step by step: the restore holds one of the poll's two tables, a poll comes
 * round, and the restore then asks for the other.
 */
@ServiceTest
@WithTestResource(value = RunsDatabaseTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class RestoreBesideBackgroundWorkTest {

    @Inject
    AgroalDataSource database;

    @Inject
    BackgroundWork work;

    @Test
    void aPollThatComesRoundWhileARestoreHoldsHalfItsTablesWaitsForTheRestoreAndNeitherIsAborted() throws Exception {
        try (Connection restore = database.getConnection()) {
            restore.setAutoCommit(false);
            try (Statement s = restore.createStatement()) {
                s.execute(AdvisoryLocks.restoreSql());
                // the restore's own lock wait, and a deadlock check far sooner than the poll's, so that a cycle,
                // if there is one, aborts the restore as it did in CI
                s.execute("set local lock_timeout = 5000");
                s.execute("set local deadlock_timeout = 10");
                s.execute("lock table background_turn in access exclusive mode");
            }
            CompletableFuture<Optional<BackgroundWork.Item>> poll =
                    CompletableFuture.supplyAsync(() -> work.claim(WorkKind.WEBHOOK, "a-polling-node", 0));
            Awaitility.await("the poll waits").atMost(Duration.ofSeconds(30)).until(() -> waitingBackends(restore) > 0);

            try (Statement s = restore.createStatement()) {
                s.execute("lock table background_work in access exclusive mode");
            } catch (SQLException e) {
                throw new AssertionError("the restore lost its lock to the poll: " + e.getMessage(), e);
            }
            assertTrue(!poll.isDone(), "the poll waits while the restore holds the tables");
            restore.rollback();
            assertEquals(Optional.empty(), poll.get(30, TimeUnit.SECONDS), "the poll ends once the restore does");
        }
    }

    /** Other connections waiting for a lock the given connection's backend holds. */
    private static int waitingBackends(Connection holder) throws SQLException {
        try (Statement s = holder.createStatement();
                ResultSet r = s.executeQuery(
                        "select count(*) from pg_locks where not granted and pid <>" + " pg_backend_pid()")) {
            r.next();
            return r.getInt(1);
        }
    }
}
