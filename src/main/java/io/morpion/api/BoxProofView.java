package io.morpion.api;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;

/**
 * A box proof as the server shows it: the question, its parts by state, what they cost, and its verdict.
 *
 * @param atMost   the bound proven before that a proof started before 2026-12-08 was given as the order's big-M
 *                 (a request option since retired: slower on both boxes measured); null for every other proof
 * @param status   running, finished or cancelled
 * @param verdict  once finished: proven (no game of atLeast or more fits), found (one does: foundRecord holds it) or
 *                 open (some part stayed unanswered at the deepest split); null before
 * @param foundMoves the moves of the game found, once one is
 * @param alert    when the game found ties or beats its variant's world record or proven optimum: the page's banner
 *                 and the command line's bell, as for a run
 * @param seconds  time the parts have taken, added up (on two nodes it runs about twice the wall time)
 * @param nodes    SCIP's branch-and-bound nodes, every part together
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record BoxProofView(
        long id,
        String variant,
        String box,
        int atLeast,
        Integer atMost,
        int depth,
        int maxDepth,
        long limitSeconds,
        Long partNodes,
        String solver,
        String requestedBy,
        String createdAt,
        String finishedAt,
        String status,
        String verdict,
        Long foundRecord,
        Integer foundMoves,
        RecordAlert alert,
        int partsProven,
        int partsSplit,
        int partsOpen,
        int partsRunning,
        int partsWaiting,
        double seconds,
        long nodes,
        List<Part> partList) {

    /**
     * One part: waiting, running (on a node), or settled as proven, found, unknown or split (into the parts a side
     * deeper, listed after it).
     *
     * @param places   the place of its figures' first point on each side it reads, "whole" for the box itself
     * @param attempts how many times a node began it: more than once after a yield, a restart or a node's death
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Part(
            String places,
            int depth,
            String state,
            String node,
            double seconds,
            long nodes,
            int attempts,
            String finishedAt) {}
}
