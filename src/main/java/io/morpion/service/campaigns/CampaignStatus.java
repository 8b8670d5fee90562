package io.morpion.service.campaigns;

import io.morpion.service.common.NotNow;
import io.morpion.service.runs.RunStatus;
import java.util.List;
import java.util.Locale;

/**
 * Where a campaign is in its life: the one state machine of a campaign. Its workers follow it.
 *
 * <pre>
 *   (new) ──▶ ACTIVE ──target or end time──▶ COMPLETED
 *              ▲  │ ──stop──▶ STOPPED
 *       resume │  ▼ pause
 *             PAUSED ──stop──▶ STOPPED
 * </pre>
 */
public enum CampaignStatus {
    ACTIVE,
    PAUSED,
    STOPPED,
    COMPLETED;

    /** What a campaign's owner or an admin can ask of it. */
    public enum Command {
        PAUSE,
        RESUME,
        STOP
    }

    public boolean isFinal() {
        return this == STOPPED || this == COMPLETED;
    }

    /** The status a command leads to; asking for the state the campaign is in does nothing. */
    public CampaignStatus on(Command command) throws NotNow {
        if (isFinal()) {
            throw new NotNow(
                    word(),
                    command,
                    "is " + word() + "; a finished campaign cannot be "
                            + switch (command) {
                                case PAUSE -> "paused";
                                case RESUME -> "resumed";
                                case STOP -> "stopped again";
                            });
        }
        return switch (command) {
            case PAUSE -> PAUSED;
            case RESUME -> ACTIVE;
            case STOP -> STOPPED;
        };
    }

    /** What an owner may ask of a campaign in this state: every command that would change something. */
    public List<Command> offered() {
        return switch (this) {
            case ACTIVE -> List.of(Command.PAUSE, Command.STOP);
            case PAUSED -> List.of(Command.RESUME, Command.STOP);
            case STOPPED, COMPLETED -> List.of();
        };
    }

    /** What a campaign in this state asks of its workers: to run, to pause, to end as completed, or to be cancelled. */
    public RunStatus.Command forWorkers() {
        return switch (this) {
            case ACTIVE -> RunStatus.Command.RESUME;
            case PAUSED -> RunStatus.Command.PAUSE;
            case COMPLETED -> RunStatus.Command.FINISH;
            case STOPPED -> RunStatus.Command.CANCEL;
        };
    }

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
