package io.morpion.corpus;

import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrException;
import io.morpion.msr.MsrReader;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Pentasol;
import io.morpion.msr.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Builds records/ from the community corpus: every game is replayed, must be legal, and is
 * written as pretty MSR JSON with the provenance of {@link CorpusCatalogue}. A compact .msr file
 * that repeats a game already imported from JSON is checked and skipped, so each game is stored once.
 *
 * <p>Run it with {@code ./mvnw -q compile exec:java@import-corpus -Dcorpus.dir=PATH}; the output is deterministic,
 * so re-running it over the same corpus changes nothing.
 */
public final class CorpusImporter {

    public static final String PRODUCER = "morpion-importer/0.1";
    public static final String TRANSCRIBED_BY = "Morpion project";

    /** One game written to records/, with the corpus file it came from. */
    public record Imported(Path source, Path target, MsrRecord record) {}

    private CorpusImporter() {}

    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: CorpusImporter CORPUS_DIR RECORDS_DIR");
            System.exit(2);
        }
        try {
            List<Imported> all = new ArrayList<>(importCorpus(Path.of(args[0]), Path.of(args[1])));
            Map<String, MsrRecord> recordGames = new HashMap<>();
            all.forEach(
                    i -> recordGames.put(i.target().getFileName().toString().replaceFirst("\\.json$", ""), i.record()));
            all.addAll(PublishedImporter.importPublished(
                    Path.of(args[0]).resolve("community"), Path.of(args[1]).resolve("published"), recordGames));
            for (Imported imported : all) {
                System.out.printf(
                        "%-28s -> %s (%s, %d moves)%n",
                        imported.source().getFileName(),
                        imported.target(),
                        imported.record().variant(),
                        imported.record().moveCount());
            }
        } catch (MsrException | UncheckedIOException | IllegalArgumentException e) {
            System.err.println("import failed: " + e.getMessage());
            System.exit(1);
        }
    }

    public static List<Imported> importCorpus(Path corpusDir, Path recordsDir) {
        List<Imported> imported = new ArrayList<>();
        List<Path> duplicatesToCheck = new ArrayList<>();
        for (Path file : sourceFiles(corpusDir)) {
            if (file.toString().endsWith(".msr")) {
                duplicatesToCheck.add(file);
            } else {
                imported.add(importOne(file, recordsDir));
            }
        }
        Set<Game> importedGames = new HashSet<>();
        imported.forEach(i -> importedGames.add(Game.of(i.record())));
        for (Path compact : duplicatesToCheck) {
            MsrRecord game = read(compact, null);
            requireLegal(compact, game);
            if (!importedGames.contains(Game.of(game))) {
                throw new IllegalArgumentException(compact + " holds a game that no JSON file of the corpus has; "
                        + "add it to the catalogue as a JSON record");
            }
        }
        return imported;
    }

    private static List<Path> sourceFiles(Path corpusDir) {
        if (!Files.isDirectory(corpusDir)) {
            throw new IllegalArgumentException("corpus directory " + corpusDir + " does not exist");
        }
        try (Stream<Path> files = Files.walk(corpusDir, 2)) {
            return files.filter(Files::isRegularFile)
                    .filter(p -> p.toString().matches(".*\\.(json|msr|psol)$"))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Imported importOne(Path file, Path recordsDir) {
        String name = file.getFileName().toString();
        CatalogueEntry entry = CorpusCatalogue.find(name)
                .orElseThrow(() -> new IllegalArgumentException(
                        file + " has no catalogue entry; describe it in CorpusCatalogue first"));
        MsrRecord raw = read(file, entry);
        if (raw.variant() != entry.variant()) {
            throw new IllegalArgumentException(
                    file + " is a " + raw.variant() + " game, but the catalogue says " + entry.variant());
        }
        requireLegal(file, raw);
        MsrRecord curated = curate(raw, entry);
        Path target = recordsDir.resolve(entry.variant().code()).resolve(entry.recordName() + ".json");
        writeAtomically(target, Msr.toJson(curated));
        return new Imported(file, target, curated);
    }

    /** The record as the project publishes it: the corpus facts, our description and tags. */
    static MsrRecord curate(MsrRecord raw, CatalogueEntry entry) {
        return MsrRecord.builder(raw.variant())
                .moves(raw.moves())
                .producer(PRODUCER)
                .savedAt(raw.savedAt())
                .description(entry.description())
                .author(entry.author() != null ? entry.author() : raw.author())
                .source(entry.source() != null ? entry.source() : raw.source())
                .transcribedBy(TRANSCRIBED_BY)
                .tags(entry.tagsWithDate())
                .solver(raw.solver())
                .build();
    }

    private static void requireLegal(Path file, MsrRecord game) {
        try {
            Msr.requireLegal(game);
        } catch (MsrException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /** A game's identity: the same moves in the same variant, whatever the metadata says. */
    private record Game(Variant variant, List<Move> moves) {
        static Game of(MsrRecord record) {
            return new Game(record.variant(), record.moves());
        }
    }

    private static MsrRecord read(Path file, CatalogueEntry entry) {
        try (InputStream in = Files.newInputStream(file)) {
            String text = MsrReader.readBounded(in, new MsrReader().limits().maxTextChars());
            if (file.toString().endsWith(".psol")) {
                return Pentasol.read(text, entry.variant());
            }
            return Msr.decode(text);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        } catch (MsrException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    static void writeAtomically(Path target, String text) {
        try {
            Files.createDirectories(target.getParent());
            Path temp = Files.createTempFile(target.getParent(), ".import-", ".tmp");
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target, e);
        }
    }
}
