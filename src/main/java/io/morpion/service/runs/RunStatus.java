package io.morpion.service.runs;

/** Where a search run is in its life. QUEUED and RUNNING runs hold a Quartz job; the others none. */
public enum RunStatus {
    QUEUED, RUNNING, PAUSED, COMPLETED, CANCELLED, FAILED;

    public boolean isFinal() {
        return this == COMPLETED || this == CANCELLED || this == FAILED;
    }
}
