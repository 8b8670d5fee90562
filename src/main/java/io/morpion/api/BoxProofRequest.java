package io.morpion.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;

/**
 * A request for a box proof: whether a game of at least {@code atLeast} moves has its figure in a box, asked part by
 * part of SCIP on the nodes of the cluster.
 *
 * @param variant  5D, 5T, 4D or 4T
 * @param box      top,right,bottom,left: how far the box reaches past each edge of the cross, e.g. 4,4,1,0
 * @param atLeast  the moves asked for, a whole number
 * @param depth    how many of the box's sides past the cross the first parts read (0: the whole box as one part)
 * @param maxDepth how deep a part that reaches its limit unanswered is split, at most
 * @param limit    the most one part may take, as a time: 30s, 10m, 1h
 * @param nodes    the most SCIP nodes one part may take, besides its time; absent for none
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record BoxProofRequest(
        String variant,
        String box,
        @JsonDeserialize(using = WholeNumber.class) Integer atLeast,
        @JsonDeserialize(using = WholeNumber.class) Integer depth,
        @JsonDeserialize(using = WholeNumber.class) Integer maxDepth,
        String limit,
        @JsonDeserialize(using = WholeNumber.class) Integer nodes) {}
