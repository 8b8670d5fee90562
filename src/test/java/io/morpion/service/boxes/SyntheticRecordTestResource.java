package io.morpion.service.boxes;

import io.morpion.service.EmbeddedPostgresTestResource;
import java.util.HashMap;
import java.util.Map;

/**
 * A service of its own told that 5T's world record is {@value #SCORE} (synthetic), so that the game SCIP finds in a
 * box a fraction of a second beats it, as an 83 found in a 5D box would beat 82.
 */
public class SyntheticRecordTestResource extends EmbeddedPostgresTestResource {

    static final int SCORE = 8;
    static final String HOLDER = "a synthetic record";

    @Override
    public Map<String, String> start() {
        Map<String, String> config = new HashMap<>(super.start());
        config.put("morpion.corpus.known-score.5T", Integer.toString(SCORE));
        config.put("morpion.corpus.known-holder.5T", HOLDER);
        return config;
    }
}
