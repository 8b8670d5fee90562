package io.morpion.api;

import com.fasterxml.jackson.annotation.JsonInclude;

/** A restore begun or carried out: how many parts the backup comes in, its SHA-256, and whether to force it. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RestoreRequest(Integer parts, String sha256, Boolean force) {}
