package io.morpion.service.backup;

import io.quarkus.runtime.configuration.MemorySize;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;

/** Backups and restores: {@code morpion.backup.*}. */
@ConfigMapping(prefix = "morpion.backup")
public interface BackupConfig {

    /**
     * The largest backup a restore takes in. Its parts wait in the database until the last one is
     * in, so this bounds what an admin's upload can occupy there.
     */
    @WithDefault("4G")
    MemorySize restoreMaxSize();

    /**
     * The most restore uploads under way at once, so that uploads never hold more than this many
     * times {@link #restoreMaxSize()} in the database; one untouched for a day is dropped.
     */
    @WithDefault("4")
    int restoreMaxUploads();

    /**
     * The longest a restore waits for the tables it replaces (a backup being downloaded reads them):
     * every request that checks a token waits behind the restore meanwhile, so it gives up and
     * answers 409 instead of holding them for the length of a download.
     */
    @WithDefault("5s")
    Duration restoreLockTimeout();
}
