package io.morpion.corpus;

import io.morpion.engine.DotKey;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.zip.GZIPOutputStream;

/**
 * Packages what a census of our searches met ({@code morpion census -o DIR}): the first figure met of
 * each dot set becomes a record of records/found/ (stored at a first start as a game our searches
 * found, with the search, seed and time that met it), and every figure, its MSR JSON on one line, goes
 * to a gzip-compressed list kept beside the research log (the figures of one dot set differ in a few
 * lines, so the list compresses far better than their compact forms would). Deterministic for the same census.
 *
 * <p>Run it with {@code java -cp ... io.morpion.corpus.FoundImporter CENSUS_DIR RECORDS_DIR FIGURES_FILE
 * "how the census was run"}.
 */
public final class FoundImporter {

    /** Where the found games lie under records/, and their index. */
    public static final String FOLDER = "found";

    /** The category they are filed under as the searches' records, apart from any run's. */
    public static final String CATEGORY = "census";

    private FoundImporter() {}

    /**
     * Which dot sets of a census become records.
     *
     * @param minMoves     only games of at least this many moves
     * @param unseenOnly   only dot sets that no record game or published game has
     */
    record Selection(int minMoves, boolean unseenOnly) {
        static final Selection EVERY_DOT_SET = new Selection(0, false);
    }

    /** One line of a census's census.tsv. */
    record Met(String file, int moves, double seconds, long seed, boolean newDots, String dots, String identity) {}

    public static void main(String[] args) {
        if (args.length != 4 && args.length != 6) {
            System.err.println("usage: FoundImporter CENSUS_DIR RECORDS_DIR FIGURES_FILE|- CENSUS_TEXT"
                    + " [MIN_MOVES unseen|all]");
            System.exit(2);
        }
        Selection selection = args.length == 4
                ? Selection.EVERY_DOT_SET
                : new Selection(Integer.parseInt(args[4]), args[5].equals("unseen"));
        try {
            int written = importCensus(
                    Path.of(args[0]),
                    Path.of(args[1]),
                    args[2].equals("-") ? null : Path.of(args[2]),
                    args[3],
                    selection);
            System.out.println(
                    written + " dot sets written to " + Path.of(args[1]).resolve(FOLDER));
        } catch (UncheckedIOException | IllegalArgumentException e) {
            System.err.println("import failed: " + e.getMessage());
            System.exit(1);
        }
    }

    static int importCensus(Path censusDir, Path recordsDir, Path figuresFile, String census) {
        return importCensus(censusDir, recordsDir, figuresFile, census, Selection.EVERY_DOT_SET);
    }

    /**
     * @param census how the census was run, as its games' descriptions say it ("a two-hour census of
     *               5D's 82s on two cores, 2026-11-27")
     * @param figuresFile where every figure goes, or null for nowhere
     * @return how many dot sets were written as records, beside those the index already holds
     */
    static int importCensus(Path censusDir, Path recordsDir, Path figuresFile, String census, Selection selection) {
        List<Met> met = parse(read(censusDir.resolve("census.tsv")));
        Map<String, Integer> figuresOfDots = new HashMap<>();
        met.forEach(m -> figuresOfDots.merge(m.dots(), 1, Integer::sum));
        Map<Long, String> recordGames = new HashMap<>();
        PackagedCorpus.games()
                .forEach(g -> recordGames.put(DotKey.of(g.record()), g.entry().recordName()));

        Path found = recordsDir.resolve(FOLDER);
        // what the index holds stays, and a dot set it holds is not written twice
        List<PublishedIndex.Row> rows = new ArrayList<>(existing(found));
        Set<String> taken = new HashSet<>();
        Map<String, Integer> numbered = new LinkedHashMap<>();
        for (PublishedIndex.Row row : rows) {
            taken.add(row.dots());
            numbered.merge(row.variant().code() + "-" + row.score(), 1, Integer::sum);
        }
        if (selection.unseenOnly()) {
            recordGames.keySet().forEach(dots -> taken.add(Long.toHexString(dots)));
            PackagedCorpus.publishedIndex().forEach(row -> taken.add(row.dots()));
        }
        int before = rows.size();
        StringBuilder figures = new StringBuilder("seconds\tseed\tdots\tidentity\tmsr json\n");
        for (Met m : met) {
            MsrRecord game = PublishedImporter.decode(censusDir.resolve(m.file()));
            if (!GameIdentity.of(game).equals(m.identity())
                    || !Long.toHexString(DotKey.of(game)).equals(m.dots())) {
                throw new IllegalArgumentException(m.file() + " is not the game census.tsv says it is");
            }
            Msr.requireLegal(game);
            figures.append(String.format(
                    Locale.ROOT,
                    "%.1f\t%d\t%s\t%s\t%s%n",
                    m.seconds(),
                    m.seed(),
                    m.dots(),
                    m.identity(),
                    Msr.encode(game)));
            if (!m.newDots() || m.moves() < selection.minMoves() || !taken.add(m.dots())) {
                continue;
            }
            int n = numbered.merge(game.variant().code() + "-" + m.moves(), 1, Integer::sum);
            String name = String.format(
                    Locale.ROOT, "census-%s-%d-%03d", game.variant().code(), m.moves(), n);
            String sameDotsAs = recordGames.get(DotKey.of(game));
            MsrRecord curated = MsrRecord.builder(game.variant())
                    .moves(game.moves())
                    .producer(CorpusImporter.PRODUCER)
                    .description(describe(game, m, figuresOfDots.get(m.dots()), census, sameDotsAs))
                    .author(CorpusImporter.TRANSCRIBED_BY)
                    .tags(List.of("census", "date:" + census.replaceAll(".*(\\d{4}-\\d{2})-\\d{2}.*", "$1")))
                    .solver(game.solver())
                    .build();
            CorpusImporter.writeAtomically(
                    found.resolve(game.variant().code()).resolve(name + ".json"), Msr.toJson(curated));
            rows.add(new PublishedIndex.Row(
                            name,
                            game.variant(),
                            game.moveCount(),
                            CorpusImporter.TRANSCRIBED_BY,
                            null,
                            census,
                            sameDotsAs,
                            null,
                            null)
                    .withKeys(GameIdentity.of(curated), DotKey.of(curated)));
        }
        CorpusImporter.writeAtomically(found.resolve(PublishedIndex.FILE), PublishedIndex.format(rows));
        if (figuresFile != null) {
            writeCompressed(figuresFile, figures.toString());
        }
        return rows.size() - before;
    }

    /** Our words for a found game: which search met it, when, and how many ways the census drew its dots. */
    static String describe(MsrRecord game, Met m, int figures, String census, String sameDotsAs) {
        String method = game.solver() == null ? "our search" : game.solver().method();
        return String.format(
                        Locale.ROOT,
                        "%s %d-move %s game our %s search met, seed %d, %s into %s. The census met %d figure%s "
                                + "(drawings up to symmetry) of these dots.",
                        anOrA(game.moveCount()),
                        game.moveCount(),
                        game.variant().code(),
                        method.split(" ")[0],
                        m.seed(),
                        clock(m.seconds()),
                        census,
                        figures,
                        figures == 1 ? "" : "s")
                + (sameDotsAs == null ? "" : " They are the dots of the record game " + sameDotsAs + ".");
    }

    /** "An 82-move", "A 35-move": the article as the number is spoken. */
    private static String anOrA(int number) {
        String spoken = Integer.toString(number);
        return spoken.startsWith("8") || spoken.equals("11") || spoken.equals("18") ? "An" : "A";
    }

    /** "1:23:45" or "23:45": how far into the census. */
    private static String clock(double seconds) {
        long s = (long) seconds;
        return s >= 3600
                ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    static List<Met> parse(String tsv) {
        List<Met> met = new ArrayList<>();
        String[] lines = tsv.split("\r?\n");
        if (lines.length == 0 || !lines[0].startsWith("file\tmoves\tseconds\tseed\tnew dots\tdots key\tidentity")) {
            throw new IllegalArgumentException("census.tsv does not start with the census's header");
        }
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            String[] f = lines[i].split("\t", -1);
            if (f.length != 7) {
                throw new IllegalArgumentException(
                        "census.tsv line " + (i + 1) + " has " + f.length + " fields, not 7");
            }
            met.add(new Met(
                    f[0],
                    Integer.parseInt(f[1]),
                    Double.parseDouble(f[2]),
                    Long.parseLong(f[3]),
                    f[4].equals("yes"),
                    f[5],
                    f[6]));
        }
        return met;
    }

    /** The rows of the found games' index as it stands, if there is one. */
    private static List<PublishedIndex.Row> existing(Path found) {
        Path index = found.resolve(PublishedIndex.FILE);
        return Files.exists(index) ? PublishedIndex.parse(read(index), index.toString()) : List.of();
    }

    /** The census's index: a developer's file, as long as the census made it. */
    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    private static void writeCompressed(Path target, String text) {
        try {
            Files.createDirectories(target.toAbsolutePath().getParent());
            try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(target))) {
                out.write(text.getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + target, e);
        }
    }
}
