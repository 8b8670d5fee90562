package io.morpion.service.runs;

import io.morpion.service.EmbeddedPostgresTestResource;
import java.util.HashMap;
import java.util.Map;

/**
 * A service of its own told of a 5D world record newer than the packaged corpus's, and lower than
 * Rosin's 82 ({@value #SCORE}, synthetic): a run that reaches 82 beats it, as an 83 would beat 82.
 */
public class NewerRecordTestResource extends EmbeddedPostgresTestResource {

    static final int SCORE = 81;
    static final String HOLDER = "a synthetic record";

    @Override
    public Map<String, String> start() {
        Map<String, String> config = new HashMap<>(super.start());
        config.put("morpion.corpus.known-score.5D", Integer.toString(SCORE));
        config.put("morpion.corpus.known-holder.5D", HOLDER);
        return config;
    }
}
