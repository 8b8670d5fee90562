package io.morpion.search.dna;

import io.morpion.search.Rng;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The games a DNA search mutates: distinct by their dots up to symmetry, each within a window below
 * the best. Selection is skewed hard towards the front of a list that maintenance re-sorts. The
 * window either sweeps on a timer (narrowing evenly to the best over a number of maintenance
 * intervals, then opening again; the list is sorted by fewest visits, since the narrowing already
 * focuses it) or follows counters (narrowing while games keep coming, widening after a long idle
 * spell; sorted by score and by fewest visits in turn). The games a narrowing prunes wait in a
 * bounded archive, and each widening brings back those the window holds again.
 *
 * <p>Memory: an entry is its moves as ints (4 bytes a move) and about 130 bytes of object, key and
 * index, so about 770 bytes at 160 moves; an archived one about 690. The archive and the pool each
 * hold at most their configured size (a pool only goes past it by the new bests between two
 * upkeeps); at the defaults the window keeps the pool to hundreds of games on a fast climb, and tens of
 * thousands on a slow one (25,823 and an archive of 50,838 after 4 M nodes of a slow 5T start).
 */
final class Pool {

    /** One game of the pool, its moves in the canonical order ({@link DnaSolver#canonical}). */
    static final class Entry {
        /** Replaced when another drawing of the same dots comes along. */
        int[] moves;

        final long key;
        int visits;

        Entry(int[] moves, long key, int visits) {
            this.moves = moves;
            this.key = key;
            this.visits = visits;
        }

        int score() {
            return moves.length;
        }
    }

    enum Outcome {
        BELOW,
        KNOWN,
        /** Within the window, but the pool holds as many games as it may. */
        FULL,
        ADDED,
        NEW_BEST
    }

    private static final Comparator<Entry> BY_SCORE =
            Comparator.comparingInt((Entry e) -> -e.score()).thenComparingInt(e -> e.visits);
    private static final Comparator<Entry> BY_VISITS = Comparator.comparingInt(e -> e.visits);
    private static final Comparator<Entry> BY_VISITS_THEN_SCORE = BY_VISITS.thenComparingInt(e -> -e.score());
    /** End-searched keys kept before the set is forgotten, so that it stays bounded on long runs. */
    private static final int SEARCHED_LIMIT = 1_000_000;
    /** What the end-searched keys take at most: a boxed long in a hash set, about 56 bytes each. */
    static final long SEARCHED_BYTES = 56L * SEARCHED_LIMIT;

    private final DnaConfig config;
    private final List<Entry> entries = new ArrayList<>();
    private final Map<Long, Entry> index = new HashMap<>();
    private final List<Entry> archive = new ArrayList<>();
    private final Set<Long> endSearched = new HashSet<>();
    private int best;
    private int window;
    private double idle;
    private int improvements;
    private long maintenances;
    /** Maintenance intervals into the current sweep of the window. */
    private int sweepStep;

    private long resets;
    /** While the search trades with a shared archive: the games the pool took since the last trade. */
    private List<Entry> outbox;

    /** How many pools share the configured caps: a start race's pools share them out (never checkpointed). */
    private int capShare = 1;

    Pool(DnaConfig config) {
        this.config = config;
        this.window = config.window();
    }

    /** Holds at most 1/{@code pools} of the configured pool and archive caps from now on. */
    void shareCaps(int pools) {
        capShare = pools;
    }

    /** An empty pool of the same configuration and share of the caps. */
    Pool fresh() {
        Pool fresh = new Pool(config);
        fresh.shareCaps(capShare);
        return fresh;
    }

    private int poolCap() {
        return Math.max(1, config.poolSize() / capShare);
    }

    private int archiveCap() {
        return config.archiveSize() / capShare;
    }

    int size() {
        return entries.size();
    }

    int archived() {
        return archive.size();
    }

    int best() {
        return best;
    }

    int window() {
        return window;
    }

    /** The lowest score the pool takes now. */
    int floor() {
        return best - window;
    }

    boolean contains(long key) {
        return index.containsKey(key);
    }

    /** The pool's game of these dots, or null. */
    Entry get(long key) {
        return index.get(key);
    }

    Entry select(Rng rng) {
        double u = rng.nextDouble();
        int rank = (int) (Math.pow(u, config.skew()) * entries.size());
        return entries.get(Math.min(rank, entries.size() - 1));
    }

    /** Adds a game (in canonical order) unless it is known or below the window. */
    Outcome offer(int[] moves, long key) {
        int score = moves.length;
        if (score > best) {
            add(new Entry(moves, key, 0), config.newBest() == DnaConfig.NewBest.FRONT);
            best = score;
            if (config.sweep() == 0) {
                // the published timer does not restart its sweep on a new best; the counters do
                window = config.window();
            }
            idle = 0;
            return Outcome.NEW_BEST;
        }
        if (score < floor() || index.containsKey(key)) {
            return score < floor() ? Outcome.BELOW : Outcome.KNOWN;
        }
        if (entries.size() >= poolCap()) {
            return Outcome.FULL;
        }
        add(new Entry(moves, key, 0), false);
        idle = Math.max(0, idle - 0.1);
        if (score > floor()) {
            improvements++;
        }
        return Outcome.ADDED;
    }

    private void add(Entry entry, boolean first) {
        if (first) {
            entries.add(0, entry);
        } else {
            entries.add(entry);
        }
        index.put(entry.key, entry);
        if (outbox != null) {
            outbox.add(entry);
        }
    }

    /** The upkeep every {@code maintenance} iterations: the window's next step, pruning, a re-sort. */
    void maintain() {
        maintenances++;
        if (config.sweep() > 0) {
            sweep();
        } else {
            followCounters();
        }
    }

    private void sweep() {
        int length = config.sweepLength(resets);
        if (++sweepStep >= length) {
            sweepStep = 0;
            window = config.window();
            resets++;
            bringBack();
        } else {
            window = (int) Math.round(config.window() * (1.0 - (double) sweepStep / length));
            prune();
        }
        entries.sort(byVisits());
    }

    private Comparator<Entry> byVisits() {
        return config.ties() == DnaConfig.Ties.SCORE ? BY_VISITS_THEN_SCORE : BY_VISITS;
    }

    /** Narrows the window after enough accepts inside it, and widens it after a long idle spell. */
    private void followCounters() {
        if (improvements >= config.stepUp()) {
            idle = 0;
            improvements = 0;
            window = Math.max(0, window - 1);
            prune();
        }
        entries.sort(maintenances % 2 == 0 ? byVisits() : BY_SCORE);
        idle += 1;
        if (idle >= config.idleReset()) {
            idle = 0;
            improvements = 0;
            window += config.widen();
            resets++;
            bringBack();
        }
    }

    private void prune() {
        int floor = floor();
        List<Entry> kept = new ArrayList<>(entries.size());
        for (Entry entry : entries) {
            if (entry.score() >= floor) {
                kept.add(entry);
            } else {
                index.remove(entry.key);
                if (archiveCap() > 0) {
                    archive.add(entry);
                }
            }
        }
        entries.clear();
        entries.addAll(kept);
        if (archive.size() > archiveCap()) {
            // the best first, and among equals the most recently pruned
            List<Entry> recentFirst = new ArrayList<>(archive);
            Collections.reverse(recentFirst);
            recentFirst.sort(Comparator.comparingInt((Entry e) -> -e.score()));
            List<Entry> newest = new ArrayList<>(recentFirst.subList(0, archiveCap()));
            Collections.reverse(newest);
            archive.clear();
            archive.addAll(newest);
        }
    }

    /** Brings back the archived games the widened window holds; the rest are dropped. */
    private void bringBack() {
        int floor = floor();
        for (Entry entry : archive) {
            if (entry.score() >= floor && !index.containsKey(entry.key) && entries.size() < poolCap()) {
                add(entry, false);
            }
        }
        archive.clear();
    }

    /** The best game not end-searched yet, now marked as searched, or null when every game was. */
    Entry nextEndSource() {
        Entry chosen = null;
        for (Entry entry : entries) {
            if ((chosen == null || entry.score() > chosen.score()) && !endSearched.contains(entry.key)) {
                chosen = entry;
            }
        }
        if (chosen != null) {
            if (endSearched.size() >= SEARCHED_LIMIT) {
                endSearched.clear();
            }
            endSearched.add(chosen.key);
        }
        return chosen;
    }

    void keepOutbox() {
        outbox = new ArrayList<>();
    }

    /** The games the pool took since the last call, best first. */
    List<Entry> drainOutbox() {
        List<Entry> drained = new ArrayList<>(outbox);
        outbox.clear();
        drained.sort(Comparator.comparingInt((Entry e) -> -e.score()));
        return drained;
    }

    /** Games per score at the top of the pool, e.g. "pool 1204 (best 158 ×3, 157 ×40), window 9, archive 3120". */
    String census() {
        Map<Integer, Integer> counts = new TreeMap<>(Comparator.reverseOrder());
        for (Entry entry : entries) {
            if (entry.score() >= best - 2) {
                counts.merge(entry.score(), 1, Integer::sum);
            }
        }
        StringBuilder top = new StringBuilder();
        counts.forEach((score, count) ->
                top.append(top.isEmpty() ? "" : ", ").append(score).append(" ×").append(count));
        return "pool " + entries.size() + " (" + top + "), window " + window + ", archive " + archive.size() + ", "
                + resets + (config.sweep() > 0 ? " sweeps" : " idle resets");
    }

    void write(StateWriter out) {
        out.writeInt(best)
                .writeInt(window)
                .writeDouble(idle)
                .writeInt(improvements)
                .writeLong(maintenances)
                .writeInt(sweepStep)
                .writeLong(resets);
        writeEntries(out, entries);
        writeEntries(out, archive);
        // sorted, so that the same state always writes the same bytes
        long[] searched =
                endSearched.stream().mapToLong(Long::longValue).sorted().toArray();
        out.writeInt(searched.length);
        for (long key : searched) {
            out.writeLong(key);
        }
    }

    private static void writeEntries(StateWriter out, List<Entry> list) {
        out.writeInt(list.size());
        for (Entry entry : list) {
            out.writeInts(entry.moves).writeLong(entry.key).writeInt(entry.visits);
        }
    }

    void read(StateReader in) {
        best = in.readInt();
        window = in.readInt();
        idle = in.readDouble();
        improvements = in.readInt();
        maintenances = in.readLong();
        sweepStep = in.readInt();
        resets = in.readLong();
        if (best < 0 || window < 0 || improvements < 0 || maintenances < 0 || sweepStep < 0 || resets < 0) {
            throw new CheckpointException("the checkpoint's pool counters are negative");
        }
        entries.clear();
        index.clear();
        readEntries(in, entries);
        for (Entry entry : entries) {
            index.put(entry.key, entry);
        }
        archive.clear();
        readEntries(in, archive);
        endSearched.clear();
        int searched = in.readLength(8);
        for (int i = 0; i < searched; i++) {
            endSearched.add(in.readLong());
        }
    }

    private static void readEntries(StateReader in, List<Entry> into) {
        int count = in.readLength(12);
        for (int i = 0; i < count; i++) {
            int[] moves = in.readInts();
            into.add(new Entry(moves, in.readLong(), in.readInt()));
        }
    }
}
