package io.morpion.search.termination;

import java.util.function.BooleanSupplier;

/** Stops a solver when someone outside raises a flag: a user's interrupt, a run's pause or cancel. */
record CancelFlag(BooleanSupplier raised) implements Termination {

    @Override
    public boolean isTerminated(Progress progress) {
        return raised.getAsBoolean();
    }
}
