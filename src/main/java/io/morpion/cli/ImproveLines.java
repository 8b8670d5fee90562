package io.morpion.cli;

import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.local.proofs.LocalProof;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * The line {@code improve} prints for a neighbourhood searched, and the longer games it writes beside the input:
 * never over it, under a name no file has, each set of moves once.
 */
final class ImproveLines {

    private final Path file;
    private final Set<Set<Move>> written = new HashSet<>();
    private Path lastWritten;

    ImproveLines(Path file) {
        this.file = file;
    }

    Path file() {
        return file;
    }

    /** The file of the last longer game written, or null. */
    Path lastWritten() {
        return lastWritten;
    }

    String line(Neighbourhood neighbourhood, LocalProof.Verdict verdict, boolean interrupted) {
        String what = String.format(
                Locale.ROOT,
                "%s (%d freed): %s · %,d %s in %.1f s",
                neighbourhood.name(),
                neighbourhood.freed(),
                "%s",
                verdict.positions(),
                neighbourhood.open().isPresent() ? "branches" : "positions",
                verdict.seconds());
        return switch (verdict.outcome()) {
            case PROVEN ->
                what.formatted("proven: no longer game keeps the other "
                        + neighbourhood.kept().moveCount() + " moves"
                        + (neighbourhood.open().isPresent() ? " with new lines only in the square" : ""));
            case UNKNOWN ->
                what.formatted(
                        "unknown: " + (interrupted ? "interrupted" : "the limit came first") + "; nothing is claimed");
            case LONGER -> what.formatted(longer(verdict.longer().orElseThrow()));
        };
    }

    private String longer(MsrRecord game) {
        // the same lines in another order are the same game
        if (!written.add(new HashSet<>(game.moves()))) {
            return "LONGER: " + game.moveCount() + " moves, the game already written above";
        }
        String stem = file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        Path dir = file.toAbsolutePath().getParent();
        Path target = CliFiles.unused(dir.resolve(stem + ".longer-" + game.moveCount() + ".json"));
        try {
            CliFiles.write(target, Msr.toJson(game).getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the longer game to " + target + ": " + e.getMessage(), e);
        }
        lastWritten = target;
        return "LONGER: " + game.moveCount() + " moves, written to " + target;
    }
}
