package io.morpion.service.records;

import io.morpion.msr.MsrRecord;
import java.util.List;

/**
 * Upper bounds on positions that another feature proves (the local proofs do), for {@link KnownPositions} to read
 * without the records knowing that feature.
 */
public interface PositionBounds {

    /**
     * No game that contains every line of {@code within} has more than {@code atMost} moves.
     *
     * @param proof what shows it, in words
     */
    record Stated(MsrRecord within, int atMost, String proof) {}

    /** A number that changes whenever the bounds do, read often: it must be cheap. */
    long version();

    /** Every bound, read when the version moved. */
    List<Stated> all();
}
