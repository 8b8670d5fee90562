package io.morpion.service.records;

import io.morpion.corpus.PackagedCorpus;
import io.morpion.corpus.PublishedIndex;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrException;
import io.morpion.msr.MsrReader;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.context.ManagedExecutor;
import org.jboss.logging.Logger;

/**
 * Loads the corpus into the database at every start: the record games and the published games
 * packaged with the application ({@link PackagedCorpus}), wherever it was started from, then the JSON files of
 * {@code morpion.records.dir} when it names a directory. Games already stored are recognised by
 * their identity and skipped, so restarts and redeploys never duplicate them.
 */
@ApplicationScoped
public class CorpusSeeder {

    private static final Logger LOG = Logger.getLogger(CorpusSeeder.class);

    @Inject
    RecordCatalog catalog;

    @ConfigProperty(name = "morpion.records.dir")
    Optional<String> recordsDir;

    @Inject
    RecordFamilies families;

    @Inject
    ManagedExecutor background;

    @Inject
    CorpusConfig config;

    private volatile boolean stopping;

    /** Done once the packaged corpus is all stored: at once on a restart, later on a first start. */
    private final CompletableFuture<Void> allStored = new CompletableFuture<>();

    void onStart(@Observes StartupEvent event) {
        long start = System.nanoTime();
        // one query for what is stored already: a restart reads none of the published games
        Set<String> stored = catalog.packagedIdentities();
        int added = 0;
        for (PackagedCorpus.Game game : PackagedCorpus.games()) {
            if (!stored.contains(GameIdentity.of(game.record()))
                    && catalog.add(game.record(), RecordCatalog.Origin.CORPUS, "corpus")
                            .created()) {
                added++;
            }
        }
        String extra = recordsDir.map(this::addDirectory).orElse("");
        List<PublishedIndex.Row> published = PackagedCorpus.publishedIndex();
        List<PublishedIndex.Row> missing = published.stream()
                .filter(row -> !stored.contains(row.identity()))
                .toList();
        List<PublishedIndex.Row> found = PackagedCorpus.foundIndex().stream()
                .filter(row -> !stored.contains(row.identity()))
                .toList();
        LOG.infof(
                "corpus: %d record games, %d published games and %d games our searches found packaged%s, %d new "
                        + "records, %d records in all (%d ms)%s",
                PackagedCorpus.games().size(),
                published.size(),
                PackagedCorpus.foundIndex().size(),
                extra,
                added,
                catalog.count(),
                (System.nanoTime() - start) / 1_000_000,
                missing.isEmpty() && found.isEmpty()
                        ? ""
                        : "; storing " + missing.size() + " published games and " + found.size() + " found "
                                + (config.publishedInBackground() ? "in the background" : "now"));
        // a first start stores the published games after it answers: each is its own transaction, and
        // a start cut short finishes the rest the next time
        if (!config.publishedInBackground()) {
            storePublished(missing, found);
            allStored.complete(null);
            return;
        }
        background.execute(() -> {
            try {
                storePublished(missing, found);
                allStored.complete(null);
            } catch (RuntimeException e) {
                allStored.completeExceptionally(e);
                if (stopping) {
                    LOG.info("corpus: the service stopped while it stored the published games; the next start stores "
                            + "the rest");
                } else {
                    LOG.errorf(e, "corpus: storing the published games stopped; the next start goes on");
                }
            }
        });
    }

    /** Completes once the packaged corpus is all stored, or its storing stopped (the next start goes on). */
    public CompletionStage<Void> stored() {
        return allStored.exceptionally(stopped -> null).minimalCompletionStage();
    }

    /**
     * Stores what the corpus ships about its games ({@code what}: "shipped local proofs") once the corpus itself is
     * stored, in the background, each item in a transaction of its own; {@code store} answers whether it stored the
     * item (false when it was stored already). A failure is logged, and the next start tries again.
     */
    public <T> void storeShipped(String what, Supplier<List<T>> items, Predicate<T> store) {
        stored().thenRunAsync(
                        () -> {
                            int count = 0;
                            for (T item : items.get()) {
                                if (QuarkusTransaction.requiringNew().call(() -> store.test(item))) {
                                    count++;
                                }
                            }
                            if (count > 0) {
                                LOG.infof("corpus: %d %s stored", count, what);
                            }
                        },
                        background)
                .exceptionally(e -> {
                    if (stopping) {
                        LOG.infof("corpus: the service stopped while it stored the %s; the next start goes on", what);
                    } else {
                        LOG.errorf(e, "corpus: the %s were not stored; the next start tries again", what);
                    }
                    return null;
                });
    }

    /**
     * Waits, at most {@code limit}, for the packaged corpus to be stored, so that a restore is not
     * followed by games stored from before it; false if it is still being stored.
     */
    public boolean awaitStored(Duration limit) {
        try {
            allStored.get(limit.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (TimeoutException e) {
            return false;
        } catch (ExecutionException e) {
            return true; // it stopped, and the next start goes on: nothing more is being stored now
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    void onStop(@Observes ShutdownEvent event) {
        stopping = true;
    }

    private void storePublished(List<PublishedIndex.Row> missing, List<PublishedIndex.Row> found) {
        long start = System.nanoTime();
        int added = 0;
        for (PublishedIndex.Row row : missing) {
            if (stopping) {
                return;
            }
            if (catalog.add(PackagedCorpus.published(row).record(), RecordCatalog.Origin.PUBLISHED, "corpus")
                    .created()) {
                added++;
            }
        }
        int addedFound = 0;
        for (PublishedIndex.Row row : found) {
            if (stopping) {
                return;
            }
            if (catalog.addFound(PackagedCorpus.found(row).record()).created()) {
                addedFound++;
            }
        }
        int keyed = families.keyUnkeyed();
        if (added > 0 || addedFound > 0 || keyed > 0) {
            LOG.infof(
                    "corpus: %d published games and %d found stored%s (%d ms)",
                    added,
                    addedFound,
                    keyed == 0 ? "" : ", " + keyed + " older records keyed by their dots",
                    (System.nanoTime() - start) / 1_000_000);
        }
    }

    /** Adds a directory's JSON records; returns what to say of it in the start-up line. */
    private String addDirectory(String name) {
        Path dir = Path.of(name);
        if (!Files.isDirectory(dir)) {
            LOG.warnf(
                    "morpion.records.dir=%s is not a directory: only the packaged corpus is loaded",
                    dir.toAbsolutePath());
            return "";
        }
        int files = 0;
        int added = 0;
        for (Path file : jsonFiles(dir)) {
            files++;
            try (InputStream in = Files.newInputStream(file)) {
                String text = MsrReader.readBounded(in, new MsrReader().limits().maxTextChars());
                if (catalog.add(Msr.decode(text), RecordCatalog.Origin.CORPUS, "corpus")
                        .created()) {
                    added++;
                }
            } catch (IOException | MsrException e) {
                LOG.errorf("skipping corpus file %s: %s", file, e.getMessage());
            }
        }
        return " and " + files + " files in " + dir.toAbsolutePath() + " (" + added + " of them new)";
    }

    private static List<Path> jsonFiles(Path dir) {
        try (Stream<Path> paths = Files.walk(dir, 2)) {
            return paths.filter(p -> p.toString().endsWith(".json") && Files.isRegularFile(p))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            LOG.errorf("cannot list %s: %s", dir, e.getMessage());
            return List.of();
        }
    }
}
