package io.morpion.race;

import java.util.stream.LongStream;

/**
 * The consecutive seeds a benchmark runs: {@code 8} is seeds 1–8, {@code 101-108} a fresh block. A
 * claim about a search is judged on a block no tuning has spent (docs/research-log.md lists the spent ones),
 * so every benchmark prints the block it used.
 */
public record SeedBlock(long first, int count) {

    /** Blocks larger than this are a typing slip, not a benchmark: 1,000 runs of a minute are 17 hours. */
    public static final int MOST = 1000;

    public SeedBlock {
        if (first < 1 || count < 1 || count > MOST) {
            throw new IllegalArgumentException("a seed block is 1 to " + MOST + " seeds from seed 1 up");
        }
    }

    /**
     * Reads {@code K} (seeds 1..K) or {@code A-B} (seeds A..B, both included).
     *
     * @throws IllegalArgumentException saying what is wrong with the text, in the user's terms
     */
    public static SeedBlock parse(String text) {
        String trimmed = text.strip();
        int dash = trimmed.indexOf('-', 1);
        try {
            if (dash < 0) {
                return new SeedBlock(1, Integer.parseInt(trimmed));
            }
            long first = Long.parseLong(trimmed.substring(0, dash).strip());
            long last = Long.parseLong(trimmed.substring(dash + 1).strip());
            if (last < first || last - first >= MOST) {
                throw new IllegalArgumentException(
                        "the seed block " + trimmed + " must run upwards, at most " + MOST + " seeds");
            }
            return new SeedBlock(first, (int) (last - first + 1));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + trimmed
                    + "' is not a seed block: give a count K (seeds 1..K) or a range A-B such as 101-108");
        }
    }

    public long last() {
        return first + count - 1;
    }

    /** The {@code i}-th seed of the block, from 0. */
    public long seed(int i) {
        return first + i;
    }

    public LongStream seeds() {
        return LongStream.rangeClosed(first, last());
    }

    /** As users write it, and as benchmarks print it. */
    @Override
    public String toString() {
        return count == 1 ? Long.toString(first) : first + "-" + last();
    }
}
