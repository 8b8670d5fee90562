package io.morpion.service.records;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** How the service loads the packaged corpus. */
@ConfigMapping(prefix = "morpion.corpus")
public interface CorpusConfig {

    /**
     * Whether a first start stores the published games after it answers (so that it answers at once),
     * or before: a start that must find the whole corpus there when it answers, as the tests do.
     */
    @WithDefault("true")
    boolean publishedInBackground();
}
