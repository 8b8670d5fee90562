package io.morpion.api;

/** Why a record is retracted: POST /api/records/{id}/retract. */
public record Retraction(String reason) {}
