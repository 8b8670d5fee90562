package io.morpion.service.campaigns;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** How campaigns run and what a token may ask of them: {@code morpion.campaigns.*}. */
@ConfigMapping(prefix = "morpion.campaigns")
public interface CampaignsConfig {

    /** The most workers one campaign may have queued or running at once. */
    @WithDefault("64")
    int maxWorkers();

    /** The most unfinished campaigns (active or paused) a searcher token may hold; admins any number. */
    @WithDefault("3")
    int perToken();

    /** The most games a campaign's archive keeps when its request names none; the worst go first. */
    @WithDefault("2000")
    int archiveLimit();

    /**
     * How often a worker trades games with the campaign's archive. One trade is one short
     * transaction, so the database's load grows with workers divided by this.
     */
    @WithDefault("5s")
    Duration tradeInterval();

    /** The most games one trade brings back to a worker, the best first. */
    @WithDefault("64")
    int tradeBatch();

    /** How often a node looks for campaigns that have ended or lost workers. */
    @WithDefault("15s")
    Duration reconcileInterval();
}
