package io.morpion.service;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A service of its own told that one variant's world record is a synthetic score, lower than any real one (the
 * resource's arguments {@value #VARIANT} and {@value #SCORE}), so that a game a test finds quickly beats it, as an 83
 * would beat 5D's 82: no such game is known, so the alert is tested this way.
 */
public class SyntheticRecordTestResource extends EmbeddedPostgresTestResource {

    /** The resource argument naming the variant, e.g. 5D. */
    public static final String VARIANT = "variant";
    /** The resource argument giving the synthetic record's score. */
    public static final String SCORE = "score";
    /** Who holds the synthetic record, as the service then names it. */
    public static final String HOLDER = "a synthetic record";

    private final Map<String, String> record = new HashMap<>();

    @Override
    public void init(Map<String, String> initArgs) {
        String variant = Objects.requireNonNull(initArgs.get(VARIANT), "the resource's argument " + VARIANT);
        String score = Objects.requireNonNull(initArgs.get(SCORE), "the resource's argument " + SCORE);
        record.put("morpion.corpus.known-score." + variant, score);
        record.put("morpion.corpus.known-holder." + variant, HOLDER);
    }

    @Override
    public Map<String, String> start() {
        Map<String, String> config = new HashMap<>(super.start());
        config.putAll(record);
        return config;
    }
}
