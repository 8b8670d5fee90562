package io.morpion.cli;

import io.morpion.formats.GameFiles;
import io.morpion.msr.MsrRecord;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where a search's best game goes, chosen so that no game already on disk is lost: a file another
 * run left is never replaced. A resumed search may replace its own earlier save, or any game no
 * longer than the best it resumes with; otherwise the game goes beside the file, to the first free
 * name ({@code morpion-best-2.msr}, …), and the search says so.
 */
record SearchOutput(Path game, Path checkpoint) {

    /**
     * The files of a search asked to write {@code asked} (and its checkpoint to {@code checkpoint},
     * or beside the game when null); {@code best} is the best game a resumed search starts with.
     */
    static SearchOutput claim(
            Path asked, Path checkpoint, boolean resuming, Optional<MsrRecord> best, PrintWriter err) {
        if (resuming
                ? free(asked) || best.isPresent() && replaceable(asked, best.get())
                : free(asked) && (checkpoint != null || free(checkpointOf(asked)))) {
            return new SearchOutput(asked, checkpoint != null ? checkpoint : checkpointOf(asked));
        }
        Path beside = besideOf(asked, checkpoint == null);
        err.println(
                asked + " already holds " + describe(asked) + "; it is kept, and this search's best goes to " + beside);
        err.flush();
        return new SearchOutput(beside, checkpoint != null ? checkpoint : checkpointOf(beside));
    }

    private static Path checkpointOf(Path game) {
        return Path.of(game + ".mck");
    }

    private static boolean free(Path file) {
        return !Files.exists(file);
    }

    /** Whether a resumed search may write over the game there: one of its variant no longer than its best. */
    private static boolean replaceable(Path file, MsrRecord best) {
        return gameIn(file)
                .filter(g -> g.variant() == best.variant() && g.moveCount() <= best.moveCount())
                .isPresent();
    }

    private static Optional<MsrRecord> gameIn(Path file) {
        try {
            return Optional.of(GameFiles.read(GameInput.content(file), null));
        } catch (IOException | RuntimeException notAGame) {
            return Optional.empty();
        }
    }

    private static String describe(Path file) {
        return gameIn(file)
                .map(g -> "a " + g.moveCount() + "-move " + g.variant() + " game")
                .orElse("something that is not a game");
    }

    /** Game files looked at in a folder at most: a search's folder, not an archive. */
    private static final int FOLDER_FILES = 1000;

    /**
     * Which game file beside this one holds the longest game of its variant, when the folder holds others: a
     * player who searched a few times wants to know which file to keep. Only .msr and .json files are read.
     */
    static Optional<String> bestOfFolder(Path game, MsrRecord best) {
        Path folder = game.toAbsolutePath().getParent();
        Path longest = game;
        int longestMoves = best.moveCount();
        int others = 0;
        try (var files = Files.list(folder)) {
            for (Path file : files.limit(FOLDER_FILES).sorted().toList()) {
                String name = file.getFileName().toString();
                if (file.equals(game.toAbsolutePath()) || !(name.endsWith(".msr") || name.endsWith(".json"))) {
                    continue;
                }
                Optional<MsrRecord> other = gameIn(file).filter(g -> g.variant() == best.variant());
                if (other.isPresent()) {
                    others++;
                    if (other.get().moveCount() > longestMoves) {
                        longest = file;
                        longestMoves = other.get().moveCount();
                    }
                }
            }
        } catch (IOException unreadable) {
            return Optional.empty();
        }
        if (others == 0) {
            return Optional.empty();
        }
        return Optional.of(
                longest == game
                        ? "this folder's best game: " + game.getFileName() + ", this search's (" + longestMoves
                                + " moves, " + others + " other " + best.variant() + (others == 1 ? " game" : " games")
                                + " here)"
                        : "this folder's best game: " + longest.getFileName() + " (" + longestMoves + " moves); this "
                                + "search's " + best.moveCount() + " is in " + game.getFileName());
    }

    /** The first of NAME-2.EXT, NAME-3.EXT, … that is free (with its checkpoint, when that goes beside it). */
    private static Path besideOf(Path asked, boolean withCheckpoint) {
        String name = asked.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        String extension = dot > 0 ? name.substring(dot) : "";
        for (int n = 2; ; n++) {
            Path candidate = asked.resolveSibling(stem + "-" + n + extension);
            if (free(candidate) && (!withCheckpoint || free(checkpointOf(candidate)))) {
                return candidate;
            }
        }
    }
}
