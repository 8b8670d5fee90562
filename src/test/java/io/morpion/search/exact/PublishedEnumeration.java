package io.morpion.search.exact;

import io.morpion.msr.Variant;
import java.util.Arrays;

/**
 * The published numbers of distinct grids after n moves, up to the eight symmetries: Michael Quist's enumeration
 * (2008; 5D's 24th term 2011), in the On-Line Encyclopedia of Integer Sequences as A204107 (5D), A204108 (5T),
 * A204109 (4D) and A204110 (4T), from n = 0 (the cross). The first terms only: the tests reach no further.
 */
final class PublishedEnumeration {

    private static final long[] FIVE_D = {
        1, 4, 55, 404, 2462, 11196, 41135, 122897, 307319, 652286, 1199755, 1950378, 2885188, 4043706, 5718245
    };
    private static final long[] FIVE_T = {
        1, 4, 56, 428, 2741, 13247, 52059, 167502, 453377, 1047750, 2112634, 3808004, 6369041, 10436597, 18107008
    };
    private static final long[] FOUR_D = {1, 5, 106, 1174, 10608, 73709, 419916, 1991917, 8027941, 27842848, 84184659};
    private static final long[] FOUR_T = {1, 5, 107, 1212, 11307, 82008, 492459, 2488802, 10810906, 40954087, 137334461
    };

    private PublishedEnumeration() {}

    /** The first {@code depth + 1} terms of the variant's sequence. */
    static long[] grids(Variant variant, int depth) {
        long[] terms =
                switch (variant) {
                    case FIVE_DISJOINT -> FIVE_D;
                    case FIVE_TOUCHING -> FIVE_T;
                    case FOUR_DISJOINT -> FOUR_D;
                    case FOUR_TOUCHING -> FOUR_T;
                };
        if (depth >= terms.length) {
            throw new IllegalArgumentException(variant.code() + ": the table holds " + (terms.length - 1) + " moves");
        }
        return Arrays.copyOf(terms, depth + 1);
    }
}
