package io.morpion.corpus;

import static io.morpion.msr.Variant.FIVE_DISJOINT;
import static io.morpion.msr.Variant.FIVE_TOUCHING;
import static io.morpion.msr.Variant.FOUR_DISJOINT;
import static io.morpion.msr.Variant.FOUR_TOUCHING;

import io.morpion.msr.Variant;
import java.time.YearMonth;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The facts the project carries over for each corpus game: dates from the community registry and
 * the game's standing. Descriptions are the project's own.
 */
public final class CorpusCatalogue {

    private static final String PAPER_485 =
            "Materials of the 2015 paper \"485 - a new upper bound for Morpion Solitaire\"";

    private static final List<CatalogueEntry> ENTRIES = List.of(
            entry(
                    "demaine31.json",
                    FOUR_DISJOINT,
                    YearMonth.of(2004, 5),
                    "31-move 4D game by Demaine, Demaine, Langerman and Langerman, from their 2004 study of the game.",
                    "historical"),
            entry(
                    "hyyroporanen35.json",
                    FOUR_DISJOINT,
                    YearMonth.of(2007, 10),
                    "35-move 4D game by Heikki Hyyrö and Timo Poranen: the 4D record, and no 4D game can be longer.",
                    "record",
                    "optimal"),
            entry(
                    "demaine56.json",
                    FOUR_TOUCHING,
                    YearMonth.of(2004, 5),
                    "56-move 4T game by Demaine, Demaine, Langerman and Langerman, from their 2004 study of the game.",
                    "historical"),
            entry(
                    "hyyroporanen62.json",
                    FOUR_TOUCHING,
                    YearMonth.of(2007, 10),
                    "62-move 4T game by Heikki Hyyrö and Timo Poranen: the 4T record, and no 4T game can be longer.",
                    "record",
                    "optimal"),
            entry(
                    "rosin82.json",
                    FIVE_DISJOINT,
                    YearMonth.of(2010, 8),
                    "82-move 5D game by Christopher D. Rosin: the 5D record.",
                    "record"),
            entry("akiyama145.json", FIVE_TOUCHING, null, "145-move 5T game by Akiyama.", "historical"),
            entry("akiyama146.json", FIVE_TOUCHING, null, "146-move 5T game by Akiyama.", "historical"),
            entry(
                    "bruneau170.json",
                    FIVE_TOUCHING,
                    YearMonth.of(1976, 4),
                    "170-move 5T game found by hand by Charles-Henri Bruneau, long the best known 5T game.",
                    "historical",
                    "hand-played"),
            entry("rosin170a.json", FIVE_TOUCHING, null, "170-move 5T game (A) by Christopher D. Rosin.", "historical"),
            entry("tishchenko171.json", FIVE_TOUCHING, null, "171-move 5T game by Tishchenko.", "historical"),
            entry("tishchenko172.json", FIVE_TOUCHING, null, "172-move 5T game by Tishchenko.", "historical"),
            entry(
                    "rosin172.json",
                    FIVE_TOUCHING,
                    YearMonth.of(2010, 8),
                    "172-move 5T game by Christopher D. Rosin.",
                    "historical"),
            entry(
                    "rosin177a.json",
                    FIVE_TOUCHING,
                    YearMonth.of(2011, 5),
                    "177-move 5T game (A) by Christopher D. Rosin.",
                    "historical"),
            entry(
                    "rosin177b.json",
                    FIVE_TOUCHING,
                    YearMonth.of(2011, 5),
                    "177-move 5T game (B) by Christopher D. Rosin.",
                    "historical"),
            entry(
                    "rosin178.json",
                    FIVE_TOUCHING,
                    YearMonth.of(2011, 8),
                    "178-move 5T game by Christopher D. Rosin: the 5T world record.",
                    "record",
                    "world-record"),
            entry(
                    "smj139.json",
                    FIVE_TOUCHING,
                    null,
                    "139-move 5T game found by an NRPA search of the reference program; a solver's result kept as a "
                            + "benchmark, not a historical record.",
                    "solver-found"),
            new CatalogueEntry(
                    "178.psol",
                    "pentasol178",
                    FIVE_TOUCHING,
                    null,
                    null,
                    PAPER_485,
                    "178-move 5T game from a Pentasol file of the 2015 \"485\" upper-bound paper. It ties the world "
                            + "record; under the best symmetry 4 of its 178 lines differ from rosin178.",
                    List.of("record-length", "pentasol-import")));

    private static final Map<String, CatalogueEntry> BY_FILE =
            ENTRIES.stream().collect(Collectors.toUnmodifiableMap(CatalogueEntry::sourceFile, Function.identity()));

    private CorpusCatalogue() {}

    public static Optional<CatalogueEntry> find(String sourceFile) {
        return Optional.ofNullable(BY_FILE.get(sourceFile));
    }

    public static List<CatalogueEntry> entries() {
        return ENTRIES;
    }

    private static CatalogueEntry entry(
            String file, Variant variant, YearMonth date, String description, String... tags) {
        String name = file.substring(0, file.lastIndexOf('.'));
        return new CatalogueEntry(file, name, variant, date, null, null, description, List.of(tags));
    }
}
