package io.morpion.service.records;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.agroal.api.AgroalDataSource;
import io.morpion.service.common.Page;
import io.morpion.service.db.DatabaseRestored;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.transaction.Status;
import jakarta.transaction.Synchronization;
import jakarta.transaction.TransactionSynchronizationRegistry;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.jboss.logging.Logger;

/**
 * Listings of the corpus (pages, families, bests) as computed for the corpus's current version:
 * browsing is nearly all of the server's traffic, and the corpus changes seldom.
 *
 * <p>The version has two parts. The database's (table record_change, moved on by a trigger in the
 * changing transaction) is read at most every {@link #CHECK_INTERVAL}, so a change made on another
 * node of a cluster shows here within it. This node's own changes, a restore among them, move a
 * local counter once they commit, so they show at once. A listing computed under an older version
 * is never served again.
 */
@ApplicationScoped
public class RecordListings {

    private static final Logger LOG = Logger.getLogger(RecordListings.class);
    private static final Duration CHECK_INTERVAL = Duration.ofMillis(250);
    /** Bounds the memory: about a kilobyte a record view, so some 20 MB. */
    private static final long MAX_VIEWS = 20_000;

    @Inject
    AgroalDataSource database;

    @Inject
    TransactionSynchronizationRegistry transactions;

    /**
     * Futures rather than values: a listing being computed holds no lock, so a listing computed
     * from others (a page and its count) and the readers of other listings never wait on it, while
     * the readers of the same listing wait for it rather than compute it again.
     */
    private final AsyncCache<String, Object> listings = Caffeine.newBuilder()
            .expireAfterAccess(Duration.ofMinutes(10))
            .maximumWeight(MAX_VIEWS)
            .weigher((String key, Object value) -> weight(value))
            .buildAsync();

    private final AtomicLong databaseVersion = new AtomicLong(-1);
    private final AtomicLong localVersion = new AtomicLong();
    private final AtomicLong nextCheck = new AtomicLong(System.nanoTime());

    @SuppressWarnings("unchecked")
    <T> T get(String key, Supplier<T> compute) {
        // read before computing: whatever is computed is at least as new as the version it is kept under
        String versioned = databaseVersion() + "/" + localVersion.get() + "/" + key;
        CompletableFuture<Object> mine = new CompletableFuture<>();
        CompletableFuture<Object> earlier = listings.asMap().putIfAbsent(versioned, mine);
        if (earlier != null) {
            Object value = earlier.join();
            if (value instanceof Failed failed) {
                throw failed.error();
            }
            return (T) value;
        }
        try {
            T value = compute.get();
            mine.complete(value);
            return value;
        } catch (RuntimeException e) {
            // not kept, so the next reader tries again; the readers waiting on it get the same refusal
            // (a record that is not there), handed over as a value so the cache does not log it
            listings.asMap().remove(versioned, mine);
            mine.complete(new Failed(e));
            throw e;
        } catch (Error e) {
            listings.asMap().remove(versioned, mine);
            mine.completeExceptionally(e);
            throw e;
        }
    }

    /** The keys of the listings kept now, without their versions, for tests: what a burst of reads kept. */
    List<String> keys() {
        return listings.asMap().keySet().stream()
                .map(versioned -> versioned.substring(versioned.indexOf('/', versioned.indexOf('/') + 1) + 1))
                .toList();
    }

    /** What a computation threw, for the readers that waited on it. */
    private record Failed(RuntimeException error) {}

    /** Called inside the changing transaction: its listings go once it commits (at once, outside one). */
    void changed() {
        if (transactions.getTransactionKey() == null) {
            committed();
            return;
        }
        transactions.registerInterposedSynchronization(new Synchronization() {
            @Override
            public void beforeCompletion() {}

            @Override
            public void afterCompletion(int status) {
                if (status == Status.STATUS_COMMITTED) {
                    committed();
                }
            }
        });
    }

    /** Whatever was read before a restore on this node is gone from it at once, not at the next check. */
    void onRestore(@Observes DatabaseRestored restored) {
        nextCheck.set(System.nanoTime());
        committed();
    }

    private void committed() {
        localVersion.incrementAndGet();
        listings.synchronous().invalidateAll();
    }

    /**
     * The database's version as last read; one caller at a time reads it again once the interval
     * is over, the others go on with the last one. During a database outage the listings already
     * computed are still served.
     */
    private long databaseVersion() {
        long now = System.nanoTime();
        long due = nextCheck.get();
        if (now - due >= 0 && nextCheck.compareAndSet(due, now + CHECK_INTERVAL.toNanos())) {
            try (Connection c = database.getConnection();
                    Statement s = c.createStatement();
                    ResultSet r = s.executeQuery("select version from record_change where id = 1")) {
                if (r.next()) {
                    databaseVersion.set(r.getLong(1));
                }
            } catch (SQLException | RuntimeException e) {
                LOG.debugf("the corpus's version could not be read (%s); listings stay as they are", e.getMessage());
            }
        }
        return databaseVersion.get();
    }

    private static int weight(Object value) {
        if (value instanceof Page<?> page) {
            return 1 + page.items().size();
        }
        if (value instanceof RecordView record && record.msr() != null) {
            // a record's full view carries its game: a 178-move record weighs as much as a few list rows
            return 1 + record.msr().length() / 1024;
        }
        return value instanceof Collection<?> list ? 1 + list.size() : 1;
    }
}
