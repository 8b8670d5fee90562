package io.morpion.api;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * A token's thread budget changed: PATCH /api/admin/tokens/{id}. {@code threads} null, written out, means the
 * service's default, so the field is always sent.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record TokenThreads(Integer threads) {}
