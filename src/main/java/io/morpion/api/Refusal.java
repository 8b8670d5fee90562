package io.morpion.api;

import java.util.Map;

/**
 * What every refusal answers: the English sentence, a stable code, and the code's parameters by name, from which a
 * client says the same in its own words. An illegal game's refusal adds the move and the point it failed at.
 */
public record Refusal(String error, String code, Map<String, Object> params) {}
