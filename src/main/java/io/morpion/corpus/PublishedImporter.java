package io.morpion.corpus;

import io.morpion.engine.DotKey;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrException;
import io.morpion.msr.MsrReader;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Builds records/published/ from the community corpus's published games (its community/ folder and
 * INDEX.tsv): each game is replayed, must be legal and terminal, keeps its author, source,
 * transcription and tags, gains our own description and its date as a tag, and is written as
 * pretty MSR JSON. {@link PublishedIndex} lists them for the packaged corpus. Deterministic: a
 * second run over the same corpus changes nothing.
 */
final class PublishedImporter {

    private PublishedImporter() {}

    /**
     * @param recordGames the record games imported first, by their file's base name, to name the
     *                    one whose dots a published game redraws
     */
    static List<CorpusImporter.Imported> importPublished(
            Path communityDir, Path publishedDir, Map<String, MsrRecord> recordGames) {
        List<PublishedIndex.Row> rows =
                PublishedIndex.parse(read(communityDir.resolve("INDEX.tsv")), "community/INDEX.tsv");
        List<CorpusImporter.Imported> imported = new ArrayList<>();
        List<PublishedIndex.Row> written = new ArrayList<>();
        for (PublishedIndex.Row row : rows) {
            Path file = communityDir.resolve(row.variant().code()).resolve(row.name() + ".json");
            MsrRecord raw = decode(file);
            if (raw.variant() != row.variant() || raw.moveCount() != row.score()) {
                throw new IllegalArgumentException(file + " is a " + raw.moveCount() + "-move " + raw.variant()
                        + " game, but the index says " + row.score() + " moves of " + row.variant());
            }
            if (!Msr.requireLegal(raw).terminal()) {
                throw new IllegalArgumentException(file + " is legal but not finished: a move is still possible");
            }
            MsrRecord curated = MsrRecord.builder(raw.variant())
                    .moves(raw.moves())
                    .producer(CorpusImporter.PRODUCER)
                    .description(describe(row, raw, recordGames.get(row.sameDotsAs())))
                    .author(raw.author())
                    .source(raw.source())
                    .transcribedBy(raw.transcribedBy())
                    .tags(Stream.concat(
                                    tagsOf(raw).stream(),
                                    row.date() == null ? Stream.empty() : Stream.of("date:" + row.date()))
                            .toList())
                    .build();
            Path target = publishedDir.resolve(row.variant().code()).resolve(row.name() + ".json");
            CorpusImporter.writeAtomically(target, Msr.toJson(curated));
            imported.add(new CorpusImporter.Imported(file, target, curated));
            written.add(row.withKeys(GameIdentity.of(curated), DotKey.of(curated)));
        }
        CorpusImporter.writeAtomically(publishedDir.resolve(PublishedIndex.FILE), PublishedIndex.format(written));
        return imported;
    }

    /** Our own words for a published game, from the facts its index row and tags give. */
    static String describe(PublishedIndex.Row row, MsrRecord game, MsrRecord redrawn) {
        String what = game.moveCount() + "-move " + game.variant() + " game";
        List<String> tags = tagsOf(game);
        String sentence;
        if (tags.contains("dna-pool-search")) {
            sentence = "A " + what + " found by " + row.author() + "'s DNA pool search, published " + row.date() + ".";
        } else if (tags.contains("nested-monte-carlo-level-4")) {
            sentence = "A " + what + " found by " + row.author() + "'s level-4 nested Monte-Carlo runs (" + row.date()
                    + ").";
        } else if (tags.contains("shortest-game")) {
            sentence = "The shortest " + game.variant() + " game there is: after these " + game.moveCount()
                    + " moves no line can be drawn.";
        } else if (tags.contains("symmetric")) {
            sentence = row.author() + "'s symmetric " + what + (row.date() == null ? "." : " (" + row.date() + ").");
        } else {
            sentence = "A published " + what + (row.author() == null ? "." : " by " + row.author() + ".");
        }
        if (row.sameDotsAs() == null) {
            return sentence;
        }
        if (redrawn == null) {
            throw new IllegalArgumentException(
                    row.name() + " redraws " + row.sameDotsAs() + ", which is no record game");
        }
        return sentence + " It places the same dots as " + (redrawn.author() == null ? "the" : redrawn.author() + "'s")
                + " " + redrawn.moveCount() + "-move record game, with other lines.";
    }

    private static List<String> tagsOf(MsrRecord game) {
        return game.tags() == null ? List.of() : game.tags();
    }

    /** A game file of a corpus, read within the MSR reader's bounds. */
    static MsrRecord decode(Path file) {
        try {
            return Msr.decode(read(file));
        } catch (MsrException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    private static String read(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return MsrReader.readBounded(in, new MsrReader().limits().maxTextChars());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        } catch (MsrException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    static Variant variantOf(String code, String where) {
        return Variant.fromCode(code).orElseThrow(() -> new IllegalArgumentException(where + ": no variant " + code));
    }
}
