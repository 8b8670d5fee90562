package io.morpion.race;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SeedBlockTest {

    @Test
    void aCountIsTheSeedsFromOneAndARangeIsItsBothEnds() {
        assertEquals(new SeedBlock(1, 8), SeedBlock.parse("8"));
        SeedBlock fresh = SeedBlock.parse(" 101-108 ");
        assertEquals(new SeedBlock(101, 8), fresh);
        assertEquals(108, fresh.last());
        assertEquals(103, fresh.seed(2));
        assertEquals(
                101 + 102 + 103 + 104 + 105 + 106 + 107 + 108, fresh.seeds().sum());
        assertEquals("101-108", fresh.toString());
        assertEquals("7", SeedBlock.parse("7-7").toString());
        assertEquals(fresh, SeedBlock.parse(fresh.toString()));
    }

    @Test
    void emptyBackwardsHugeAndWordyBlocksAreRefusedInTheUsersTerms() {
        assertEquals(
                "the seed block 9-3 must run upwards, at most 1000 seeds",
                assertThrows(IllegalArgumentException.class, () -> SeedBlock.parse("9-3"))
                        .getMessage());
        assertThrows(IllegalArgumentException.class, () -> SeedBlock.parse("1-5000"));
        assertThrows(IllegalArgumentException.class, () -> SeedBlock.parse("0"));
        assertThrows(IllegalArgumentException.class, () -> SeedBlock.parse("0-4"));
        assertEquals(
                "'x' is not a seed block: give a count K (seeds 1..K) or a range A-B such as 101-108",
                assertThrows(IllegalArgumentException.class, () -> SeedBlock.parse("x"))
                        .getMessage());
    }
}
