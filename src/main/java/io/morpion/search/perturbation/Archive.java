package io.morpion.search.perturbation;

import io.morpion.engine.DotKey;
import io.morpion.search.Rng;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The pool a perturbation search works from: distinct games (by {@link DotKey}) within a window
 * of the best, best first, at most a fixed number of them. Games pushed out by the window or the
 * size limit wait in a bounded reserve, from which {@link #bringBack()} restores them when the
 * search stalls, so a pool that has closed around one family can open again.
 *
 * <p>The workers of a multi-threaded search share one archive, so every method holds its lock;
 * an entry's moves never change once it is in.
 */
final class Archive {

    /** One game of the pool. */
    record Entry(int[] moves, long key) {
        int score() {
            return moves.length;
        }
    }

    private final int window;
    private final int capacity;
    /** Best first; among equal scores, the older first. */
    private final List<Entry> entries = new ArrayList<>();

    private final Set<Long> keys = new HashSet<>();
    private final Deque<Entry> reserve = new ArrayDeque<>();
    /** Extra room below the window while pruned games are back, until the next new best. */
    private int widened;
    /** Rounds, by any worker, since the archive's best last rose; and how often it started again. */
    private long roundsSinceBest;

    private long restarts;
    /** While the archive trades with a shared one: the games its own searches added since the last trade. */
    private List<Entry> outbox;

    Archive(int window, int capacity) {
        this.window = window;
        this.capacity = capacity;
    }

    synchronized int size() {
        return entries.size();
    }

    synchronized int bestScore() {
        return entries.isEmpty() ? 0 : entries.get(0).score();
    }

    synchronized Entry get(int rank) {
        return entries.get(rank);
    }

    /**
     * Adds a game unless it is known or below the window; returns whether it was added. A new best
     * closes the window again behind it.
     */
    synchronized boolean offer(int[] moves, long key) {
        Entry added = add(moves, key);
        if (added != null && outbox != null) {
            outbox.add(added);
        }
        return added != null;
    }

    /** Adds a game another search of a shared archive found, as {@link #offer} would, but never hands it back. */
    synchronized boolean offerTraded(int[] moves, long key) {
        return add(moves, key) != null;
    }

    /** From now on, keeps the games its own searches add for {@link #drainOutbox()}. */
    synchronized void keepOutbox() {
        if (outbox == null) {
            outbox = new ArrayList<>();
        }
    }

    /** The games its own searches added since the last call, best first. */
    synchronized List<Entry> drainOutbox() {
        List<Entry> out = new ArrayList<>(outbox);
        out.sort((a, b) -> Integer.compare(b.score(), a.score()));
        outbox.clear();
        return out;
    }

    private Entry add(int[] moves, long key) {
        if (keys.contains(key) || moves.length < floor()) {
            return null;
        }
        if (moves.length > bestScore()) {
            widened = 0;
        }
        Entry entry = new Entry(moves, key);
        insertInOrder(entry);
        prune();
        return entry;
    }

    /** An archive game by rank, drawn with exponentially falling odds from the top: the mean rank is {@code focus}. */
    synchronized Entry select(Rng rng, double focus) {
        int rank = (int) Math.floor(-Math.log(1 - rng.nextDouble()) * focus);
        return entries.get(Math.min(rank, entries.size() - 1));
    }

    /** Restores the reserve and lets games a window further below the best stay until the next new best. */
    synchronized int bringBack() {
        widened = Math.max(window, 1);
        int restored = 0;
        while (!reserve.isEmpty()) {
            Entry entry = reserve.pollFirst();
            if (!keys.contains(entry.key()) && entry.score() >= floor()) {
                insertInOrder(entry);
                restored++;
            }
        }
        prune();
        return restored;
    }

    /**
     * Counts a finished round and acts on a stall: after {@code stall} rounds without a new best
     * the pruned games come back, after {@code restart} (if not 0) the archive empties, for a
     * search that starts again from nothing.
     */
    synchronized void endRound(boolean newBest, int stall, int restart) {
        roundsSinceBest = newBest ? 0 : roundsSinceBest + 1;
        if (restart > 0 && roundsSinceBest >= restart) {
            clear();
            restarts++;
        } else if (roundsSinceBest > 0 && roundsSinceBest % stall == 0) {
            bringBack();
        }
    }

    /** Rounds, by any worker, since the best last rose. */
    synchronized long roundsSinceBest() {
        return roundsSinceBest;
    }

    synchronized long restarts() {
        return restarts;
    }

    private void clear() {
        entries.clear();
        keys.clear();
        reserve.clear();
        widened = 0;
        roundsSinceBest = 0;
    }

    /** Behind every entry as good as it, so that among equal scores the older comes first. */
    private void insertInOrder(Entry entry) {
        int at = 0;
        while (at < entries.size() && entries.get(at).score() >= entry.score()) {
            at++;
        }
        entries.add(at, entry);
        keys.add(entry.key());
    }

    private int floor() {
        return bestScore() - window - widened;
    }

    private void prune() {
        int floor = floor();
        while (!entries.isEmpty()
                && (entries.size() > capacity || entries.get(entries.size() - 1).score() < floor)) {
            Entry out = entries.remove(entries.size() - 1);
            keys.remove(out.key());
            reserve.addFirst(out);
            if (reserve.size() > capacity) {
                reserve.pollLast();
            }
        }
    }

    synchronized void write(StateWriter out) {
        out.writeLong(roundsSinceBest);
        out.writeLong(restarts);
        out.writeInt(widened);
        writeEntries(out, entries);
        writeEntries(out, reserve);
    }

    synchronized void read(StateReader in) {
        roundsSinceBest = in.readLong();
        restarts = in.readLong();
        if (roundsSinceBest < 0 || restarts < 0) {
            throw new CheckpointException("the checkpoint's archive counters are negative");
        }
        widened = in.readInt();
        entries.clear();
        keys.clear();
        reserve.clear();
        entries.addAll(readEntries(in));
        reserve.addAll(readEntries(in));
        for (Entry entry : entries) {
            if (!keys.add(entry.key())) {
                throw new CheckpointException("the checkpoint's archive holds the same game twice");
            }
        }
        for (int i = 1; i < entries.size(); i++) {
            if (entries.get(i).score() > entries.get(i - 1).score()) {
                throw new CheckpointException("the checkpoint's archive is not in order");
            }
        }
    }

    private static void writeEntries(StateWriter out, Iterable<Entry> list) {
        List<Entry> all = new ArrayList<>();
        list.forEach(all::add);
        out.writeInt(all.size());
        for (Entry entry : all) {
            out.writeLong(entry.key());
            out.writeInts(entry.moves());
        }
    }

    private List<Entry> readEntries(StateReader in) {
        int count = in.readInt();
        if (count < 0 || count > capacity + 1) {
            throw new CheckpointException("the checkpoint's archive has " + count + " games, more than its capacity");
        }
        List<Entry> list = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            long key = in.readLong();
            list.add(new Entry(in.readInts(), key));
        }
        return list;
    }

    /**
     * How many distinct games (by dots, up to symmetry) the archive holds at each score, best
     * first: "archive: 41 distinct games (by dots, up to symmetry): 178 ×1, 177 ×3, 176 ×12, …".
     */
    synchronized String census() {
        StringBuilder text =
                new StringBuilder("archive: " + entries.size() + " distinct games (by dots, up to symmetry)");
        int i = 0;
        while (i < entries.size()) {
            int score = entries.get(i).score();
            int count = 0;
            while (i < entries.size() && entries.get(i).score() == score) {
                count++;
                i++;
            }
            text.append(count == i ? ": " : ", ")
                    .append(score)
                    .append(" \u00d7")
                    .append(count);
        }
        return text.toString();
    }

    @Override
    public synchronized String toString() {
        return "archive of " + entries.size() + " games, best " + bestScore() + ", reserve " + reserve.size()
                + (entries.isEmpty()
                        ? ""
                        : ", scores "
                                + Arrays.toString(entries.stream()
                                        .limit(5)
                                        .mapToInt(Entry::score)
                                        .toArray()) + "…");
    }
}
