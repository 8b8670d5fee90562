package io.morpion.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;

/**
 * A request for a census of a variant's optimal games, shared by the nodes of the cluster.
 *
 * @param variant a variant whose optimum is proven: 4D or 4T
 * @param parts   how many parts to cut it into, a whole number (the server's default when absent)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record CensusRequest(String variant, @JsonDeserialize(using = WholeNumber.class) Integer parts) {}
