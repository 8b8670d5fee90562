package io.morpion.service.campaigns;

import io.morpion.service.EmbeddedPostgresTestResource;
import java.util.HashMap;
import java.util.Map;

/**
 * A service of its own for the campaign tests: two job threads, so that two workers run side by
 * side, and short trade and reconcile intervals, so that the tests wait little.
 */
public class CampaignsDatabaseTestResource extends EmbeddedPostgresTestResource {

    @Override
    public Map<String, String> start() {
        Map<String, String> config = new HashMap<>(super.start());
        config.put("morpion.runs.concurrency", "2");
        config.put("morpion.campaigns.trade-interval", "200ms");
        config.put("morpion.campaigns.reconcile-interval", "1s");
        config.put("morpion.campaigns.per-token", "1");
        return config;
    }
}
