package io.morpion.service.runs;

import io.morpion.service.common.NotNow;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Where a search run is in its life, and every way it may move on: the one state machine of a
 * run. QUEUED and RUNNING runs hold a Quartz job; the others none.
 *
 * <pre>
 *   (new) ──▶ QUEUED ──claim──▶ RUNNING ──budget spent──▶ COMPLETED
 *              ▲  │                │  ├──error──▶ FAILED
 *     resume   │  │ pause/cancel   │  ├──pause───▶ PAUSED ──resume──▶ QUEUED
 *              │  ▼                │  ├──cancel──▶ CANCELLED
 *             PAUSED ──cancel──▶ CANCELLED    └──node shuts down / job recovered──▶ QUEUED
 * </pre>
 * A campaign's worker also takes FINISH when its campaign is over: it ends COMPLETED from any
 * unfinished state, as if its budget were spent.
 */
public enum RunStatus {
    QUEUED,
    RUNNING,
    PAUSED,
    COMPLETED,
    CANCELLED,
    FAILED;

    /** What a run's owner or an admin can ask of it, and (FINISH) what a campaign that is over asks of its workers. */
    public enum Command {
        PAUSE,
        RESUME,
        CANCEL,
        FINISH;

        /** How a running job hears this command, when the run has one to stop. */
        RunControl asJobControl() {
            return switch (this) {
                case CANCEL -> RunControl.CANCEL;
                case FINISH -> RunControl.FINISH;
                default -> RunControl.PAUSE;
            };
        }
    }

    /**
     * What a command does: the run leaves the queue, its job is asked to stop (and the execution
     * moves it on when it has checkpointed), and the status it takes now (null: unchanged).
     */
    public record Transition(boolean leavesQueue, boolean stopsJob, RunStatus becomes) {
        static final Transition NOTHING = new Transition(false, false, null);
    }

    public boolean isFinal() {
        return this == COMPLETED || this == CANCELLED || this == FAILED;
    }

    /** Whether a job should exist for the run: only queued and running runs are meant to run. */
    public boolean wantsJob() {
        return this == QUEUED || this == RUNNING;
    }

    /** The statuses this one may change to; a claim takes a RUNNING run again when its job was recovered. */
    public Set<RunStatus> successors() {
        return switch (this) {
            case QUEUED -> EnumSet.of(RUNNING, PAUSED, CANCELLED, COMPLETED);
            case RUNNING -> EnumSet.of(RUNNING, QUEUED, PAUSED, COMPLETED, CANCELLED, FAILED);
            case PAUSED -> EnumSet.of(QUEUED, CANCELLED, COMPLETED);
            case COMPLETED, CANCELLED, FAILED -> EnumSet.noneOf(RunStatus.class);
        };
    }

    /**
     * What {@code command} does to a run in this state, {@code stopping} being what its job was
     * already asked (null for nothing); asking for the state a run is in, or heading to, does nothing.
     */
    public Transition on(Command command, RunControl stopping) throws NotNow {
        return switch (command) {
            case PAUSE ->
                switch (this) {
                    case QUEUED -> new Transition(true, false, PAUSED);
                    case RUNNING -> new Transition(false, true, null);
                    case PAUSED -> Transition.NOTHING;
                    default ->
                        throw new NotNow(
                                word(), command, "is " + word() + "; only a queued or running run can be paused");
                };
            case RESUME ->
                switch (this) {
                    case PAUSED -> new Transition(false, false, QUEUED);
                    case RUNNING -> {
                        if (stopping != null) {
                            throw new NotNow(
                                    "stopping",
                                    command,
                                    "is stopping (" + stopping.name().toLowerCase(Locale.ROOT)
                                            + "); resume it once it has paused");
                        }
                        yield Transition.NOTHING;
                    }
                    case QUEUED -> Transition.NOTHING;
                    default -> throw new NotNow(word(), command, "is " + word() + " and cannot be resumed");
                };
            case CANCEL ->
                switch (this) {
                    case QUEUED -> new Transition(true, false, CANCELLED);
                    case PAUSED -> new Transition(false, false, CANCELLED);
                    case RUNNING -> new Transition(false, true, null);
                    case CANCELLED -> Transition.NOTHING;
                    default -> throw new NotNow(word(), command, "is " + word() + " and cannot be cancelled");
                };
            case FINISH ->
                switch (this) {
                    case QUEUED -> new Transition(true, false, COMPLETED);
                    case PAUSED -> new Transition(false, false, COMPLETED);
                    case RUNNING -> new Transition(false, true, null);
                    case COMPLETED -> Transition.NOTHING;
                    default -> throw new NotNow(word(), command, "is " + word() + " and cannot be finished");
                };
        };
    }

    /**
     * What an owner may ask of a run in this state, {@code stopping} being what its job was already
     * asked: every command that would change something now (while a stop is pending only a cancel,
     * and not when that is what is pending). FINISH is its campaign's, never a person's.
     */
    public List<Command> offered(RunControl stopping) {
        List<Command> offered = new ArrayList<>();
        for (Command command : List.of(Command.PAUSE, Command.RESUME, Command.CANCEL)) {
            try {
                Transition t = on(command, stopping);
                // while a stop is pending, only a cancel can still change what it ends in
                boolean pending = stopping != null && (command == Command.PAUSE || command.asJobControl() == stopping);
                if (!t.equals(Transition.NOTHING) && !pending) {
                    offered.add(command);
                }
            } catch (NotNow notNow) {
                // not in this state
            }
        }
        return offered;
    }

    /** Where an execution that stopped for {@code reason} leaves its run; null means its budget was spent. */
    public static RunStatus afterExecution(RunControl reason) {
        if (reason == null) {
            return COMPLETED;
        }
        return switch (reason) {
            case PAUSE -> PAUSED;
            case CANCEL -> CANCELLED;
            case FINISH -> COMPLETED;
            // waiting again: Quartz recovers its job, still open, at its old place in the queue
            case SHUTDOWN -> QUEUED;
            case LEASE_LOST -> throw new IllegalArgumentException("an execution that lost its lease moves nothing");
        };
    }

    /** The status in a sentence: "queued", "running". */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
