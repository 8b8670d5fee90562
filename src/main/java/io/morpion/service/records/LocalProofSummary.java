package io.morpion.service.records;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.morpion.api.RecordAlert;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * What one sweep of local proofs has established about a record so far (the local proofs feature
 * fills it; a record's page and {@code GET /api/records/{id}} show it).
 *
 * @param kind           last, closure, square or open
 * @param size           the moves freed at the end (last), or the square's width (square); 0 for closures
 * @param keptMoves      for the last moves: how many of the record's first moves every game searched keeps
 * @param limitSeconds   the most one neighbourhood was searched
 * @param neighbourhoods how many the sweep has
 * @param proven         searched to the end, none longer
 * @param longer         where a longer game was found
 * @param unknown        where the limit came first
 * @param waiting        not searched yet, or being searched
 * @param searching      of those, being searched now
 * @param cancelled      never to be searched: the sweep was cancelled before them
 * @param longerRecords  the longer games, filed as records
 * @param alert          when the longest of them ties or beats the variant's world record or proven optimum
 * @param statement      the whole in a sentence
 * @param cancelledBy    who cancelled the sweep, when it was
 * @param cancelledAt    when
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LocalProofSummary(
        long id,
        String kind,
        int size,
        Integer keptMoves,
        int limitSeconds,
        int neighbourhoods,
        int proven,
        int longer,
        int unknown,
        int waiting,
        int searching,
        int cancelled,
        List<Long> longerRecords,
        RecordAlert alert,
        String statement,
        String requestedBy,
        OffsetDateTime requestedAt,
        String cancelledBy,
        OffsetDateTime cancelledAt) {}
