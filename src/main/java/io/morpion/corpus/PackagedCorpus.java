package io.morpion.corpus;

import io.morpion.msr.MsrReader;
import io.morpion.msr.MsrRecord;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * The record corpus as it ships inside the application: the build packages records/ onto the class
 * path (pom.xml), one file per catalogue entry, so the service and the command line have it
 * wherever they are started from.
 */
public final class PackagedCorpus {

    /** A corpus game with what the catalogue says of it. */
    public record Game(CatalogueEntry entry, MsrRecord record) {
    }

    private static volatile List<Game> games;

    private PackagedCorpus() {
    }

    /** Every game of the catalogue, read once from the class path. */
    public static List<Game> games() {
        List<Game> loaded = games;
        if (loaded == null) {
            loaded = load();
            games = loaded;
        }
        return loaded;
    }

    /** Where a catalogue entry's record lies on the class path. */
    public static String resourceOf(CatalogueEntry entry) {
        return "records/" + entry.variant().code() + "/" + entry.recordName() + ".json";
    }

    private static List<Game> load() {
        MsrReader reader = new MsrReader();
        List<Game> loaded = new ArrayList<>();
        for (CatalogueEntry entry : CorpusCatalogue.entries()) {
            String resource = resourceOf(entry);
            try (InputStream in = PackagedCorpus.class.getClassLoader().getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalStateException("the packaged corpus has no " + resource + ": the build is broken");
                }
                loaded.add(new Game(entry, reader.decode(in)));
            } catch (IOException e) {
                throw new IllegalStateException("cannot read the packaged corpus file " + resource + ": " + e.getMessage());
            }
        }
        return List.copyOf(loaded);
    }
}
