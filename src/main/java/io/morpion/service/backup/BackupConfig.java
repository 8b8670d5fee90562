package io.morpion.service.backup;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Backups and restores: {@code morpion.backup.*}. */
@ConfigMapping(prefix = "morpion.backup")
public interface BackupConfig {

    /**
     * The largest backup a restore takes in. Its parts wait in the database until the last one is
     * in, so this bounds what an admin's upload can occupy there.
     */
    @WithDefault("4G")
    MemorySize restoreMaxSize();
}
