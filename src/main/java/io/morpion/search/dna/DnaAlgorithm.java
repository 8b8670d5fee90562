package io.morpion.search.dna;

import io.morpion.search.Algorithm;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import java.util.List;

/** The DNA pool search as users choose it; its parameters are declared on {@link DnaConfig}. */
public final class DnaAlgorithm {

    public static final Algorithm ALGORITHM = new Algorithm(
            "dna",
            List.of(),
            "pool search on games encoded as a priority per line, mutated there, with end searches that complete "
                    + "wound-back games",
            DnaConfig.BINDER.parameters(),
            false,
            "starts its pool from the game",
            false,
            SolverFactory.islands(
                    DnaConfig.BINDER::bind,
                    config -> config.racesStart() ? new StartRace(config) : new DnaSolver(config),
                    // a start race's pools share the caps out, but each has its own base and end-searched keys
                    config -> DnaConfig.pools(config.starts(), config.warmStart())
                                    * (SolverMemory.BASE + Pool.SEARCHED_BYTES)
                            + SolverMemory.withGames((long) config.poolSize() + config.archiveSize())
                            - SolverMemory.BASE));

    private DnaAlgorithm() {}
}
