package io.morpion.service.access;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Per-client limits on what costs the server work: {@code morpion.limits.*}. */
@ConfigMapping(prefix = "morpion.limits")
public interface LimitsConfig {

    @WithDefault("60")
    int submissionsPerMinute();

    /** The Play page asks for the legal moves after every move, so this is higher than submissions. */
    @WithDefault("600")
    int gameReadsPerMinute();

    @WithDefault("10")
    int queuedRunsPerMinute();

    /** Refused tokens one address may present a minute before every token it sends is refused unread (429). */
    @WithDefault("20")
    int refusedTokensPerMinute();

    /** Webhooks a token may set, and test deliveries it may ask for, a minute. */
    @WithDefault("6")
    int webhooksPerMinute();

    /** Looks ahead from a position ({@code POST /api/games/outlook}) one caller without a token may ask a minute. */
    @WithDefault("6")
    int outlooksPerMinute();

    /** The same for a caller with a token. */
    @WithDefault("30")
    int tokenOutlooksPerMinute();

    /** The most seconds of a core one look ahead takes for a caller without a token. */
    @WithDefault("2")
    int outlookSeconds();

    /** The same for a caller with a token. */
    @WithDefault("10")
    int tokenOutlookSeconds();

    /**
     * Looks ahead one node computes at once, whoever asks: each holds a request thread for its seconds, so many
     * clients at once must not take every thread the API answers with.
     */
    @WithDefault("2")
    int outlooksAtOnce();

    /** Unfinished runs (queued, running or paused) one token may hold; admins any number. */
    @WithDefault("20")
    int unfinishedRunsPerToken();

    /**
     * Threads the unfinished runs of one searcher token may ask for in all, its campaigns' workers
     * included: one run of the most threads a run takes. Two 64-thread runs of one token raised the
     * runs list's p99 from 25 to 956 ms. Admins are not held to it.
     */
    @WithDefault("64")
    int threadsPerToken();

    /** Live event streams one client (token, else address) may hold open on a node. */
    @WithDefault("8")
    int streamsPerClient();

    /** Live event streams a node holds open in all. */
    @WithDefault("1000")
    int streams();

    /**
     * Pictures wider than {@code large-picture-width} one client may have drawn at once on a node: a
     * 4000-pixel PNG takes about a second of a core and 64 MB of heap while it is drawn.
     */
    @WithDefault("1")
    int largePicturesPerClient();

    /**
     * Pictures wider than {@code large-picture-width} a node draws at once, whoever asks: per client alone, 64
     * addresses (an IPv6 prefix gives any number) had 64 drawn at once, 35 s each, the heap at 89 %.
     */
    @WithDefault("2")
    int largePicturesAtOnce();

    /** The width from which a picture counts as large. */
    @WithDefault("1200")
    int largePictureWidth();
}
