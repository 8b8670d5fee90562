package io.morpion.service.access;

import io.morpion.service.EmbeddedPostgresTestResource;
import java.util.HashMap;
import java.util.Map;

/**
 * A service of its own with tight limits: three submissions, three games read and three queued runs a
 * minute, two unfinished runs per token, two live streams per client and three in all.
 */
public class LimitedTestResource extends EmbeddedPostgresTestResource {

    @Override
    protected int limit() {
        return 3;
    }

    @Override
    public Map<String, String> start() {
        Map<String, String> config = new HashMap<>(super.start());
        config.put("morpion.limits.unfinished-runs-per-token", "2");
        config.put("morpion.limits.threads-per-token", "6");
        config.put("morpion.limits.streams-per-client", "2");
        config.put("morpion.limits.streams", "3");
        return config;
    }
}
