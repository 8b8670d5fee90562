package io.morpion.search.exact;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.SortedMap;

/**
 * A game a census kept, with the frontier item it lies below (-1 above the frontier). An item belongs to one part
 * only, so the games of a census's parts, put together in item order, are listed as one whole run lists them,
 * whoever searched which part.
 *
 * @param msr the game, compact MSR
 */
public record CensusKept(int item, String msr) {

    /** What a solver kept, item by item, as stored beside its part. */
    public static List<CensusKept> of(SortedMap<Integer, List<MsrRecord>> byItem) {
        List<CensusKept> games = new ArrayList<>();
        byItem.forEach((item, kept) -> kept.forEach(game -> games.add(new CensusKept(item, Msr.encode(game)))));
        return games;
    }

    /** The games of every part of one census, in the order one whole run keeps them. */
    public static List<MsrRecord> merged(Collection<? extends Collection<CensusKept>> parts) {
        return parts.stream()
                .flatMap(Collection::stream)
                .sorted(Comparator.comparingInt(CensusKept::item))
                .map(kept -> Msr.decode(kept.msr()))
                .toList();
    }
}
