package io.morpion.service.backup;

import io.morpion.service.db.PeriodicPass;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import org.jboss.logging.Logger;

/**
 * Drops the restore uploads untouched for a day, at start-up and every hour, rather than only when
 * the next upload begins: an upload an admin abandoned holds up to the largest backup a restore
 * takes in the database.
 */
@ApplicationScoped
public class AbandonedUploads extends PeriodicPass {

    private static final Logger LOG = Logger.getLogger(AbandonedUploads.class);

    @Inject
    RestoreUploads uploads;

    AbandonedUploads() {
        super("abandoned-uploads", "could not drop abandoned restore uploads");
    }

    @Override
    protected Duration every() {
        return Duration.ofHours(1);
    }

    @Override
    protected void pass() {
        int dropped = uploads.dropAbandoned();
        if (dropped > 0) {
            LOG.infof("dropped %d restore uploads untouched for a day", dropped);
        }
    }
}
