package io.morpion.service.records;

import io.morpion.corpus.PackagedCorpus;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrException;
import io.morpion.msr.MsrReader;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Loads the corpus into the database at every start: the games packaged with the application
 * ({@link PackagedCorpus}), wherever it was started from, then the JSON files of
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

    void onStart(@Observes StartupEvent event) {
        int added = 0;
        List<PackagedCorpus.Game> games = PackagedCorpus.games();
        for (PackagedCorpus.Game game : games) {
            if (catalog.add(game.record(), RecordCatalog.Origin.CORPUS, "corpus").created()) {
                added++;
            }
        }
        String extra = recordsDir.map(this::addDirectory).orElse("");
        LOG.infof("corpus: %d packaged games%s, %d new records, %d records in all", games.size(), extra, added,
                catalog.count());
    }

    /** Adds a directory's JSON records; returns what to say of it in the start-up line. */
    private String addDirectory(String name) {
        Path dir = Path.of(name);
        if (!Files.isDirectory(dir)) {
            LOG.warnf("morpion.records.dir=%s is not a directory: only the packaged corpus is loaded",
                    dir.toAbsolutePath());
            return "";
        }
        int files = 0;
        int added = 0;
        for (Path file : jsonFiles(dir)) {
            files++;
            try (InputStream in = Files.newInputStream(file)) {
                String text = MsrReader.readBounded(in, new MsrReader().limits().maxTextChars());
                if (catalog.add(Msr.decode(text), RecordCatalog.Origin.CORPUS, "corpus").created()) {
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
            return paths.filter(p -> p.toString().endsWith(".json") && Files.isRegularFile(p)).sorted().toList();
        } catch (IOException e) {
            LOG.errorf("cannot list %s: %s", dir, e.getMessage());
            return List.of();
        }
    }
}
