package io.morpion.search.exact;

import io.morpion.msr.Direction;
import io.morpion.msr.Move;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What an exhaustive search's checkpoint holds: which frontier items are finished, what they
 * visited, the best game and, for a census, the games kept below each finished item. Only finished
 * items count, so a search resumed from it visits exactly what an uninterrupted one would.
 *
 * @param kept the census's games by frontier item (-1: above the frontier); empty otherwise
 */
record ExactState(
        BitSet finished,
        long elapsedNanos,
        SearchTally tally,
        List<Move> best,
        SortedMap<Integer, List<List<Move>>> kept) {

    /** 2: moves ranked by how far their lines run outward (the frontier of version 1 is another). */
    private static final int VERSION = 2;

    /** Writes the state after the frontier's size and fingerprint, which a restore checks first. */
    void write(StateWriter out, ExactConfig config, int frontierSize, int frontierFingerprint) {
        out.writeInt(VERSION);
        out.writeInt(frontierSize);
        out.writeInt(frontierFingerprint);
        out.writeBytes(finished.toByteArray());
        out.writeLong(elapsedNanos);
        out.writeLong(tally.nodes);
        out.writeLong(tally.terminals);
        out.writeLong(tally.prunedBySymmetry);
        out.writeLong(tally.prunedByBound);
        out.writeLongs(tally.reached);
        out.writeLongs(tally.positions);
        writeGame(out, best);
        if (config.census()) {
            out.writeInt(kept.size());
            kept.forEach((item, games) -> {
                out.writeInt(item).writeInt(games.size());
                games.forEach(game -> writeGame(out, game));
            });
        }
    }

    /** Reads a state that {@link #write} wrote for the same search, refusing any other. */
    static ExactState read(StateReader in, ExactConfig config, int frontierSize, int frontierFingerprint) {
        if (in.readInt() != VERSION) {
            throw new CheckpointException("the checkpoint is from another version of the exact search");
        }
        if (in.readInt() != frontierSize || in.readInt() != frontierFingerprint) {
            throw new CheckpointException("the checkpoint's frontier is not this search's frontier");
        }
        BitSet done = BitSet.valueOf(in.readBytes());
        if (done.length() > frontierSize) {
            throw new CheckpointException("the checkpoint marks frontier items that do not exist");
        }
        long elapsed = in.readLong();
        SearchTally saved = new SearchTally(config.maxDepth());
        saved.nodes = in.readLong();
        saved.terminals = in.readLong();
        saved.prunedBySymmetry = in.readLong();
        saved.prunedByBound = in.readLong();
        in.readLongs(saved.reached, "depth table");
        in.readLongs(saved.positions, "depth table");
        List<Move> best = readGame(in, config, "best game");
        SortedMap<Integer, List<List<Move>>> kept = new TreeMap<>();
        if (config.census()) {
            int items = in.readLength(4);
            for (int i = 0; i < items; i++) {
                int item = in.readInt();
                if (item < -1 || item >= frontierSize || (item >= 0 && !done.get(item))) {
                    throw new CheckpointException("the checkpoint keeps games below an unfinished frontier item");
                }
                int count = in.readLength(4);
                List<List<Move>> games = new ArrayList<>(count);
                for (int g = 0; g < count; g++) {
                    games.add(readGame(in, config, "kept game"));
                }
                kept.put(item, List.copyOf(games));
            }
        }
        in.requireEnd();
        return new ExactState(done, elapsed, saved, best, kept);
    }

    private static void writeGame(StateWriter out, List<Move> game) {
        out.writeInt(game.size());
        for (Move m : game) {
            out.writeInt(m.x()).writeInt(m.y()).writeInt(m.dir().ordinal()).writeInt(m.pos());
        }
    }

    private static List<Move> readGame(StateReader in, ExactConfig config, String what) {
        int length = in.readLength(16);
        List<Move> game = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            int x = in.readInt();
            int y = in.readInt();
            int dir = in.readInt();
            int pos = in.readInt();
            if (dir < 0 || dir > 3 || pos < 0 || pos >= config.variant().lineLength()) {
                throw new CheckpointException("the checkpoint's " + what + " holds an impossible move");
            }
            game.add(new Move(x, y, Direction.values()[dir], pos));
        }
        return game;
    }

    /** The same for the same opening in every process (moves hash by identity). */
    static int openingFingerprint(List<Move> opening) {
        int hash = 1;
        for (Move m : opening) {
            hash = 31 * hash + Objects.hash(m.x(), m.y(), m.dir().ordinal(), m.pos());
        }
        return hash;
    }

    /** 31 times the hash so far plus each item's, from 1: what checkpoints have always held. */
    static int frontierFingerprint(List<int[]> frontier) {
        return Arrays.deepHashCode(frontier.toArray());
    }
}
