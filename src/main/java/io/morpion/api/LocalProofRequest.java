package io.morpion.api;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;

/**
 * A request for a sweep of local proofs of a record.
 *
 * @param kind  last, closure, square or open
 * @param size  the moves freed at the end (last) or the square's width (square), a whole number
 * @param limit the most one neighbourhood is searched, as a time: 10s, 5m
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record LocalProofRequest(String kind, @JsonDeserialize(using = WholeNumber.class) Integer size, String limit) {}
