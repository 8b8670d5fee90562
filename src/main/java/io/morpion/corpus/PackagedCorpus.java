package io.morpion.corpus;

import io.morpion.msr.MsrReader;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The record corpus as it ships inside the application: the build packages records/ onto the class
 * path (pom.xml), one file per catalogue entry, so the service and the command line have it
 * wherever they are started from.
 */
public final class PackagedCorpus {

    /** A corpus game with what the catalogue says of it. */
    public record Game(CatalogueEntry entry, MsrRecord record) {}

    /** A published game (records/published/) with its line of the index. */
    public record Published(PublishedIndex.Row row, MsrRecord record) {}

    /** Where the published games lie on the class path. */
    public static final String PUBLISHED = "records/published/";

    private static volatile List<Game> games;
    /** Where the games our own searches found lie on the class path ({@link FoundImporter}). */
    public static final String FOUND = "records/" + FoundImporter.FOLDER + "/";

    private static volatile List<PublishedIndex.Row> publishedIndex;
    private static volatile List<PublishedIndex.Row> foundIndex;
    /** Where under a variant's folder its census of optimal games lies. */
    public static final String OPTIMAL_FOLDER = "optimal";

    private static final Map<Variant, List<PublishedIndex.Row>> OPTIMAL = new ConcurrentHashMap<>();

    private PackagedCorpus() {}

    /** Every game of the catalogue, read once from the class path. */
    public static List<Game> games() {
        List<Game> loaded = games;
        if (loaded == null) {
            loaded = load();
            games = loaded;
        }
        return loaded;
    }

    /**
     * The index of the published games, read once from the class path: solver output and
     * transcriptions, kept apart from the record games, so that no best or known result counts them.
     */
    public static List<PublishedIndex.Row> publishedIndex() {
        List<PublishedIndex.Row> loaded = publishedIndex;
        if (loaded == null) {
            loaded = index(PUBLISHED);
            publishedIndex = loaded;
        }
        return loaded;
    }

    /**
     * The index of the games our own searches found and the project packages (records/found/: a
     * census's dot sets; then each variant's optimal games, records/4D/optimal/), in the published
     * games' format; stored as the searches' records, never as record games.
     */
    public static List<PublishedIndex.Row> foundIndex() {
        List<PublishedIndex.Row> loaded = foundIndex;
        if (loaded == null) {
            List<PublishedIndex.Row> rows = new ArrayList<>(index(FOUND));
            for (Variant variant : Variant.values()) {
                rows.addAll(optimalIndex(variant));
            }
            loaded = List.copyOf(rows);
            foundIndex = loaded;
        }
        return loaded;
    }

    private static List<PublishedIndex.Row> index(String folder) {
        String index = folder + PublishedIndex.FILE;
        return List.copyOf(PublishedIndex.parse(new String(bytes(index), StandardCharsets.UTF_8), index));
    }

    /** One published game, read from the class path. */
    public static Published published(PublishedIndex.Row row) {
        return new Published(row, read(resourceOf(row)));
    }

    /**
     * The index of a variant's optimal games (records/4D/optimal/: the census by exhaustive search),
     * read once from the class path; empty for a variant whose census the corpus does not hold.
     */
    public static List<PublishedIndex.Row> optimalIndex(Variant variant) {
        return OPTIMAL.computeIfAbsent(variant, v -> {
            String index = optimalFolder(v) + PublishedIndex.FILE;
            return PackagedCorpus.class.getClassLoader().getResource(index) == null
                    ? List.of()
                    : List.copyOf(PublishedIndex.parse(text(index), index));
        });
    }

    private static String optimalFolder(Variant variant) {
        return "records/" + variant.code() + "/" + OPTIMAL_FOLDER + "/";
    }

    /** One game our searches found, read from the class path: from records/found/ or a census of optimal games. */
    public static Published found(PublishedIndex.Row row) {
        String folder = optimalIndex(row.variant()).contains(row)
                ? optimalFolder(row.variant())
                : FOUND + row.variant().code() + "/";
        return new Published(row, read(folder + row.name() + ".json"));
    }

    private static MsrRecord read(String resource) {
        return new MsrReader().decode(text(resource));
    }

    /** A packaged corpus file's text; an error naming it when the build left it out. */
    static String text(String resource) {
        return new String(bytes(resource), StandardCharsets.UTF_8);
    }

    public static String resourceOf(PublishedIndex.Row row) {
        return PUBLISHED + row.variant().code() + "/" + row.name() + ".json";
    }

    private static byte[] bytes(String resource) {
        try (InputStream in = PackagedCorpus.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the packaged corpus has no " + resource + ": the build is broken");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the packaged corpus file " + resource + ": " + e.getMessage());
        }
    }

    /** Where a catalogue entry's record lies on the class path. */
    public static String resourceOf(CatalogueEntry entry) {
        return "records/" + entry.variant().code() + "/" + entry.recordName() + ".json";
    }

    private static List<Game> load() {
        MsrReader reader = new MsrReader();
        List<Game> loaded = new ArrayList<>();
        for (CatalogueEntry entry : CorpusCatalogue.entries()) {
            loaded.add(new Game(entry, reader.decode(new String(bytes(resourceOf(entry)), StandardCharsets.UTF_8))));
        }
        return List.copyOf(loaded);
    }
}
