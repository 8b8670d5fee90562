package io.morpion.api;

/** Where a token's alerts go, and the secret they are signed with: PUT /api/webhook. */
public record WebhookSetting(String url, String secret) {}
