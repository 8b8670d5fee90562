/**
 * The contract between the server and its clients: the bodies the API takes (a run, a campaign, a token, a
 * webhook, a retraction, a restore), the names of a run's live events, and the versioned message a webhook is sent.
 * The service reads them from requests and the CLI writes them, so neither spells a field by hand; it depends only
 * on the search and format layers, and both sides depend on it.
 */
package io.morpion.api;
