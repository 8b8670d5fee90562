package io.morpion.service.db;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.nio.file.Path;

/** The service's data directory, {@code morpion.data.dir} (MORPION_DATA_DIR): the embedded database and built files. */
@ConfigMapping(prefix = "morpion.data")
public interface DataConfig {

    @WithDefault(DatabaseBootstrap.DEFAULT_DATA_DIR)
    Path dir();
}
