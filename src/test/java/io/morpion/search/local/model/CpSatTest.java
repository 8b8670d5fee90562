package io.morpion.search.local.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class CpSatTest {

    @Test
    void theBoundIsReadFromCpSatsSearchLinesAndFromNoOtherLine() {
        assertEquals(OptionalInt.of(88), CpSat.boundIn("#Bound  12.31s best:74   next:[75,88]   max_lp"));
        assertEquals(OptionalInt.of(100), CpSat.boundIn("#3       0.52s best:50   next:[51,100]  quick_restarts"));
        assertEquals(OptionalInt.empty(), CpSat.boundIn("Starting CP-SAT solver v9.15.6755"));
        assertEquals(OptionalInt.empty(), CpSat.boundIn("#Model   0.10s var:2500/2500 constraints:9000/9000"));
    }
}
