package io.morpion;

import io.morpion.engine.Position;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.util.Random;

/** Finished games played at random: games whose dots, in practice, no other game here places. */
public final class RandomGames {

    private RandomGames() {}

    public static MsrRecord finished(Variant variant, Random random) {
        Position position = new Position(variant);
        while (!position.terminal()) {
            position.play(position.legalMove(random.nextInt(position.legalCount())));
        }
        return position.toRecord();
    }
}
