package io.morpion.api;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A new token, as an admin asks for it: POST /api/admin/tokens. Role searcher (the default) or admin; optionally
 * expiring after some days, and with a budget of threads of its own for its unfinished runs and campaign workers.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TokenRequest(String name, String role, Integer days, Integer threads) {}
