package io.morpion.service.proofs;

import io.morpion.corpus.KnownResult;
import io.morpion.search.local.proofs.Sweep;
import io.morpion.search.termination.Durations;
import io.morpion.service.records.LocalProofSummary;
import io.morpion.service.records.RecordAlerts;
import io.morpion.service.work.BackgroundWork;
import java.util.List;
import java.util.Optional;

/** What a sweep has established so far: its counts, and the same in an English sentence. */
final class LocalProofStatements {

    private LocalProofStatements() {}

    static LocalProofSummary summary(
            LocalProofSweepEntity sweep,
            int score,
            Optional<KnownResult> known,
            LocalProofTally tally,
            BackgroundWork.Counts work) {
        int proven = tally.proven();
        int longer = tally.longer();
        int unknown = tally.unknown();
        int open = sweep.neighbourhoods - proven - longer - unknown;
        // what is neither decided nor still owed was cancelled (by its token, an admin, or the token's revocation)
        int waiting = Math.min(open, work.unfinished());
        int searching = Math.min(waiting, work.running());
        int cancelled = open - waiting;
        List<Long> longerRecords = tally.longerRecords();
        Sweep.Kind kind = Sweep.Kind.of(sweep.kind);
        Integer kept = kind == Sweep.Kind.LAST ? Math.max(0, score - sweep.size) : null;
        String statement =
                switch (kind) {
                    case LAST ->
                        cancelled > 0 && proven + longer + unknown == 0
                                ? "the last " + sweep.size + " moves: cancelled"
                                : last(score, kept, sweep, proven, longer, unknown);
                    case CLOSURE ->
                        "each move with the moves that need it: "
                                + counts(sweep, proven, longer, unknown, waiting, cancelled);
                    case SQUARE ->
                        "every " + sweep.size + "×" + sweep.size + " square with the moves that need its lines: "
                                + counts(sweep, proven, longer, unknown, waiting, cancelled);
                    case OPEN ->
                        "every open " + sweep.size + "×" + sweep.size + " square, its lines alone: "
                                + counts(sweep, proven, longer, unknown, waiting, cancelled);
                };
        return new LocalProofSummary(
                sweep.id,
                sweep.kind,
                sweep.size,
                kept,
                sweep.limitSeconds,
                sweep.neighbourhoods,
                proven,
                longer,
                unknown,
                waiting,
                searching,
                cancelled,
                longerRecords.isEmpty() ? null : longerRecords,
                Optional.ofNullable(tally.longestMoves())
                        .flatMap(best -> RecordAlerts.of(known, best))
                        .orElse(null),
                statement,
                sweep.requestedBy,
                sweep.requestedAt,
                sweep.cancelledBy,
                sweep.cancelledAt);
    }

    private static String last(int score, int kept, LocalProofSweepEntity sweep, int proven, int longer, int unknown) {
        if (proven > 0) {
            return "no game longer than " + score + " shares its first " + kept + " moves";
        }
        if (longer > 0) {
            return "a longer game shares its first " + kept + " moves";
        }
        if (unknown > 0) {
            return "the last " + sweep.size + " moves: not settled within " + Durations.format(sweep.limitSeconds);
        }
        return "the last " + sweep.size + " moves: waiting";
    }

    private static String counts(
            LocalProofSweepEntity sweep, int proven, int longer, int unknown, int waiting, int cancelled) {
        return proven + " of " + sweep.neighbourhoods + " proven, " + longer + " longer, " + unknown
                + " unknown at " + Durations.format(sweep.limitSeconds) + " each"
                + (waiting > 0 ? ", " + waiting + " waiting" : "")
                + (cancelled > 0 ? ", " + cancelled + " cancelled" : "");
    }
}
