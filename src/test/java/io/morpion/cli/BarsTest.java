package io.morpion.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class BarsTest {

    @Test
    void theLowBoundIsTheLowestBlockTheHighBoundTheHighestAndEqualBoundsAreHigh() {
        assertEquals('▁', Bars.of(100, 100, 178));
        assertEquals('█', Bars.of(178, 100, 178));
        assertEquals('▄', Bars.of(139, 100, 178));
        assertEquals('█', Bars.of(82, 82, 82));
    }
}
