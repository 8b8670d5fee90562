package io.morpion.api;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

/**
 * A census of a variant's optimal games as the server shows it: its parts done, running and waiting, what they
 * have searched and kept, and, while it runs, an estimate of the time left.
 *
 * @param status         running, finished or cancelled
 * @param positions      positions searched so far, every part together
 * @param searchSeconds  time the parts have searched, added up (on two nodes it runs about twice the wall time)
 * @param positionsLeft  the parts' own estimate of the positions still to visit; null before every part has one
 * @param etaSeconds     about how long the rest takes at the rate the running parts search now; null when unknown
 * @param kept           games kept so far by the finished parts; the census's count once it is finished
 * @param download       where all its games are, one JSON object a line, once it is finished
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record CensusView(
        long id,
        String variant,
        int optimum,
        String method,
        String requestedBy,
        String createdAt,
        String finishedAt,
        String status,
        int parts,
        int partsDone,
        int partsRunning,
        int partsWaiting,
        long positions,
        double searchSeconds,
        Long positionsLeft,
        Long etaSeconds,
        int kept,
        String download,
        List<Part> partList) {

    /**
     * One part: waiting, running (on a node), done or cancelled, how far it is and what it kept.
     *
     * @param items     the frontier's subtrees it holds; null before it was first worked
     * @param itemsDone those finished, as its last checkpoint saved them
     * @param positionsLeft its own estimate of the positions still ahead of it, at its last checkpoint
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Part(
            int number,
            String state,
            String node,
            int itemsDone,
            Integer items,
            long positions,
            Long positionsLeft,
            double seconds,
            int kept,
            String savedAt,
            String finishedAt) {}
}
