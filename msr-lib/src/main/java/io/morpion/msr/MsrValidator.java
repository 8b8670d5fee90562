package io.morpion.msr;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The legality check of MSR §7, written plainly from the specification so that it can serve as an
 * independent oracle for faster engines: hash maps instead of bitboards, no incremental tricks.
 */
public final class MsrValidator {

    private MsrValidator() {}

    /** Replays the record's moves from the initial cross and reports the first illegal one, if any. */
    public static Verdict validate(MsrRecord record) {
        Replay replay = new Replay(record.variant());
        List<Move> moves = record.moves();
        for (int i = 0; i < moves.size(); i++) {
            IllegalMove violation = replay.play(i, moves.get(i));
            if (violation != null) {
                return new Verdict(null, violation, scoreDiscrepancy(record));
            }
        }
        GameFacts facts = new GameFacts(moves.size(), replay.countLegalMoves(), replay.bbox);
        return new Verdict(facts, null, discrepancies(record, facts));
    }

    /** The facts of a legal game, or {@link IllegalMoveException} naming its first illegal move. */
    public static GameFacts requireLegal(MsrRecord record) {
        return validate(record).orThrow();
    }

    private static List<String> scoreDiscrepancy(MsrRecord record) {
        List<String> found = new ArrayList<>();
        if (record.score() != null && record.score() != record.moveCount()) {
            found.add("score says " + record.score() + " but the game has " + record.moveCount() + " moves");
        }
        return found;
    }

    private static List<String> discrepancies(MsrRecord record, GameFacts facts) {
        List<String> found = scoreDiscrepancy(record);
        if (record.availableMoves() != null && record.availableMoves() != facts.availableMoves()) {
            found.add("available_moves says " + record.availableMoves() + " but the final position has "
                    + facts.availableMoves());
        }
        if (record.terminal() != null && record.terminal() != facts.terminal()) {
            found.add("terminal says " + record.terminal() + " but the final position is "
                    + (facts.terminal() ? "terminal" : "not terminal"));
        }
        if (record.bbox() != null && !record.bbox().equals(facts.bbox())) {
            found.add("bbox says " + record.bbox().asList() + " but the points span "
                    + facts.bbox().asList());
        }
        return found;
    }

    /** Board state during a replay: who placed each point, and every drawn line by track. */
    private static final class Replay {
        private static final int CROSS = -1;

        private final Variant variant;
        private final Map<Point, Integer> placedBy = new HashMap<>();
        private final Map<Track, List<DrawnLine>> linesByTrack = new HashMap<>();
        private BoundingBox bbox;

        Replay(Variant variant) {
            this.variant = variant;
            for (Point p : InitialCross.points(variant)) {
                placedBy.put(p, CROSS);
                bbox = bbox == null ? new BoundingBox(p.x(), p.y(), p.x(), p.y()) : bbox.including(p);
            }
        }

        IllegalMove play(int index, Move move) {
            int n = variant.lineLength();
            if (move.pos() < 0 || move.pos() >= n) {
                return violation(index, move, IllegalMove.Reason.BAD_POS, move.point(), -1, 0);
            }
            Integer owner = placedBy.get(move.point());
            if (owner != null) {
                return violation(index, move, IllegalMove.Reason.OCCUPIED, move.point(), owner, 0);
            }
            for (int i = 0; i < n; i++) {
                Point p = move.linePoint(i);
                if (i != move.pos() && !placedBy.containsKey(p)) {
                    return violation(index, move, IllegalMove.Reason.MISSING_POINT, p, -1, 0);
                }
            }
            Point origin = move.origin();
            Track track = Track.of(move.dir(), origin);
            int position = move.dir().position(origin.x(), origin.y());
            DrawnLine conflict = firstConflict(track, position);
            if (conflict != null) {
                int shared = n - Math.abs(position - conflict.position);
                return violation(
                        index, move, IllegalMove.Reason.TOUCH_CONFLICT, move.point(), conflict.moveIndex, shared);
            }
            placedBy.put(move.point(), index);
            linesByTrack.computeIfAbsent(track, t -> new ArrayList<>()).add(new DrawnLine(position, index));
            bbox = bbox.including(move.point());
            return null;
        }

        private IllegalMove violation(
                int index, Move move, IllegalMove.Reason reason, Point point, int conflictingMoveIndex, int shared) {
            return new IllegalMove(variant, index, move, reason, point, conflictingMoveIndex, shared);
        }

        private DrawnLine firstConflict(Track track, int position) {
            for (DrawnLine line : linesByTrack.getOrDefault(track, List.of())) {
                if (Math.abs(line.position - position) <= variant.forbid()) {
                    return line;
                }
            }
            return null;
        }

        /** Counts the lines with exactly one empty point that the touch rule allows. */
        int countLegalMoves() {
            int n = variant.lineLength();
            int count = 0;
            for (Direction dir : Direction.values()) {
                Set<Point> origins = new HashSet<>();
                for (Point p : placedBy.keySet()) {
                    for (int i = 0; i < n; i++) {
                        origins.add(p.plus(dir, -i));
                    }
                }
                for (Point origin : origins) {
                    int empty = 0;
                    for (int i = 0; i < n && empty < 2; i++) {
                        if (!placedBy.containsKey(origin.plus(dir, i))) {
                            empty++;
                        }
                    }
                    if (empty == 1
                            && firstConflict(Track.of(dir, origin), dir.position(origin.x(), origin.y())) == null) {
                        count++;
                    }
                }
            }
            return count;
        }
    }

    private record Track(Direction dir, int track) {
        static Track of(Direction dir, Point origin) {
            return new Track(dir, dir.track(origin.x(), origin.y()));
        }
    }

    private record DrawnLine(int position, int moveIndex) {}
}
