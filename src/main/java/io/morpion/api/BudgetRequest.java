package io.morpion.api;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * When a run or a campaign ends by itself, as a request gives it: its time as text ({@code "10m"}, {@code "2h"}, or
 * seconds), the nodes of its whole life, a score to stop at; each absent for no limit. A view shows the budget as
 * the server keeps it, its time in seconds.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record BudgetRequest(String time, Long nodes, Integer target) {}
