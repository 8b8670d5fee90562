package io.morpion.service.proofs;

import io.morpion.search.local.proofs.LocalProof.Outcome;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a sweep's verdicts come to: how many of each outcome, and the longer games. A record's page states every
 * sweep of the record (683 verdicts for Rosin's 178 as shipped, up to 2,000 a sweep), so the database counts
 * them rather than each reader loading every one.
 *
 * @param longerRecords the longer games filed as records, each once, in the order of their neighbourhoods
 * @param longestMoves  the longest of them, or null when there is none
 */
record LocalProofTally(int proven, int longer, int unknown, List<Long> longerRecords, Integer longestMoves) {

    static final LocalProofTally NONE = new LocalProofTally(0, 0, 0, List.of(), null);

    /** The tally of verdicts already loaded, in the order of their neighbourhoods. */
    static LocalProofTally of(List<LocalProofResultEntity> results) {
        return new LocalProofTally(
                count(results, Outcome.PROVEN),
                count(results, Outcome.LONGER),
                count(results, Outcome.UNKNOWN),
                results.stream()
                        .map(r -> r.longerId)
                        .filter(Objects::nonNull)
                        .distinct()
                        .toList(),
                results.stream()
                        .map(r -> r.longerMoves)
                        .filter(Objects::nonNull)
                        .max(Integer::compare)
                        .orElse(null));
    }

    /** The tally of each of the sweeps, counted by the database: two queries, whatever the number of verdicts. */
    static Map<Long, LocalProofTally> ofSweeps(List<Long> sweepIds) {
        Map<Long, LocalProofTally> tallies = new HashMap<>();
        if (sweepIds.isEmpty()) {
            return tallies;
        }
        List<Object[]> counts = LocalProofResultEntity.getEntityManager()
                .createQuery(
                        "select r.sweepId, r.outcome, count(r), max(r.longerMoves) from LocalProofResultEntity r"
                                + " where r.sweepId in :sweeps and r.outcome is not null group by r.sweepId, r.outcome",
                        Object[].class)
                .setParameter("sweeps", sweepIds)
                .getResultList();
        List<Object[]> longer = LocalProofResultEntity.getEntityManager()
                .createQuery(
                        "select r.sweepId, r.longerId, min(r.idx) from LocalProofResultEntity r"
                                + " where r.sweepId in :sweeps and r.longerId is not null"
                                + " group by r.sweepId, r.longerId order by min(r.idx)",
                        Object[].class)
                .setParameter("sweeps", sweepIds)
                .getResultList();
        Map<Long, Map<Outcome, Integer>> byOutcome = new HashMap<>();
        Map<Long, Integer> longest = new HashMap<>();
        for (Object[] row : counts) {
            long sweep = (Long) row[0];
            byOutcome
                    .computeIfAbsent(sweep, s -> new HashMap<>())
                    .put(Outcome.valueOf((String) row[1]), ((Long) row[2]).intValue());
            if (row[3] != null) {
                longest.merge(sweep, (Integer) row[3], Math::max);
            }
        }
        Map<Long, List<Long>> records = new HashMap<>();
        for (Object[] row : longer) {
            records.computeIfAbsent((Long) row[0], s -> new ArrayList<>()).add((Long) row[1]);
        }
        for (long sweep : sweepIds) {
            Map<Outcome, Integer> outcomes = byOutcome.getOrDefault(sweep, Map.of());
            tallies.put(
                    sweep,
                    new LocalProofTally(
                            outcomes.getOrDefault(Outcome.PROVEN, 0),
                            outcomes.getOrDefault(Outcome.LONGER, 0),
                            outcomes.getOrDefault(Outcome.UNKNOWN, 0),
                            List.copyOf(records.getOrDefault(sweep, List.of())),
                            longest.get(sweep)));
        }
        return tallies;
    }

    private static int count(List<LocalProofResultEntity> results, Outcome outcome) {
        return (int)
                results.stream().filter(r -> outcome.name().equals(r.outcome)).count();
    }
}
