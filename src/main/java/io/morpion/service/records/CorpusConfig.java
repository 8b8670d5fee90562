package io.morpion.service.records;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.util.Map;

/** How the service loads the packaged corpus, and what it measures searches against. */
@ConfigMapping(prefix = "morpion.corpus")
public interface CorpusConfig {

    /**
     * Whether a first start stores the published games after it answers (so that it answers at once),
     * or before: a start that must find the whole corpus there when it answers, as the tests do.
     */
    @WithDefault("true")
    boolean publishedInBackground();

    /**
     * A world record newer than the packaged corpus knows, by variant code
     * ({@code morpion.corpus.known-score.5D=83}): what alerts, standings and listings measure against
     * until a release packages the game. A proven optimum cannot be changed.
     */
    Map<String, Integer> knownScore();

    /** Who set a {@link #knownScore()}, by variant code. */
    Map<String, String> knownHolder();
}
