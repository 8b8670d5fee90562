package io.morpion.service.records;

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
import java.util.stream.Stream;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Loads the corpus of records/ into the database at every start. Games already stored are
 * recognised by their identity and skipped, so restarts and redeploys never duplicate them.
 */
@ApplicationScoped
public class CorpusSeeder {

    private static final Logger LOG = Logger.getLogger(CorpusSeeder.class);

    @Inject
    RecordCatalog catalog;

    @ConfigProperty(name = "morpion.records.dir", defaultValue = "records")
    String recordsDir;

    void onStart(@Observes StartupEvent event) {
        Path dir = Path.of(recordsDir);
        if (!Files.isDirectory(dir)) {
            LOG.warnf("no corpus to load: %s is not a directory (set morpion.records.dir)", dir.toAbsolutePath());
            return;
        }
        int added = 0;
        int files = 0;
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
        LOG.infof("corpus: %d files in %s, %d new records, %d records in all", files, dir.toAbsolutePath(), added,
                catalog.count());
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
