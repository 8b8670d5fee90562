package io.morpion.service.runs;

import static io.morpion.service.runs.RunStatus.CANCELLED;
import static io.morpion.service.runs.RunStatus.COMPLETED;
import static io.morpion.service.runs.RunStatus.FAILED;
import static io.morpion.service.runs.RunStatus.PAUSED;
import static io.morpion.service.runs.RunStatus.QUEUED;
import static io.morpion.service.runs.RunStatus.RUNNING;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.service.common.NotNow;
import io.morpion.service.runs.RunStatus.Command;
import io.morpion.service.runs.RunStatus.Transition;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The run's state machine on its own, without a database: every command in every state. */
class RunStatusTest {

    @Test
    void aWaitingRunLeavesTheQueueAtOnceAndARunningOneIsAskedToStop() throws NotNow {
        assertEquals(new Transition(true, false, PAUSED), QUEUED.on(Command.PAUSE, null));
        assertEquals(new Transition(true, false, CANCELLED), QUEUED.on(Command.CANCEL, null));
        assertEquals(new Transition(false, true, null), RUNNING.on(Command.PAUSE, null));
        assertEquals(new Transition(false, true, null), RUNNING.on(Command.CANCEL, null));
        assertEquals(new Transition(false, false, CANCELLED), PAUSED.on(Command.CANCEL, null));
        assertEquals(new Transition(false, false, QUEUED), PAUSED.on(Command.RESUME, null));
        assertEquals(RunControl.CANCEL, Command.CANCEL.asJobControl());
        assertEquals(RunControl.PAUSE, Command.PAUSE.asJobControl());
    }

    @Test
    void aWorkerWhoseCampaignIsOverFinishesAsCompletedFromAnyUnfinishedState() throws NotNow {
        assertEquals(new Transition(true, false, COMPLETED), QUEUED.on(Command.FINISH, null));
        assertEquals(new Transition(false, false, COMPLETED), PAUSED.on(Command.FINISH, null));
        assertEquals(new Transition(false, true, null), RUNNING.on(Command.FINISH, null));
        assertEquals(RunControl.FINISH, Command.FINISH.asJobControl());
        assertEquals(COMPLETED, RunStatus.afterExecution(RunControl.FINISH));
        assertEquals(Transition.NOTHING, COMPLETED.on(Command.FINISH, null));
        assertEquals(
                "is cancelled and cannot be finished",
                assertThrows(NotNow.class, () -> CANCELLED.on(Command.FINISH, null))
                        .getMessage());
    }

    @Test
    void anOwnerIsOfferedWhatWouldChangeSomethingAndCancelStaysOfferedWhileAPauseIsPending() {
        assertEquals(List.of(Command.PAUSE, Command.CANCEL), QUEUED.offered(null));
        assertEquals(List.of(Command.PAUSE, Command.CANCEL), RUNNING.offered(null));
        assertEquals(List.of(Command.CANCEL), RUNNING.offered(RunControl.PAUSE));
        assertEquals(List.of(), RUNNING.offered(RunControl.CANCEL));
        assertEquals(List.of(Command.RESUME, Command.CANCEL), PAUSED.offered(null));
        for (RunStatus done : List.of(COMPLETED, CANCELLED, FAILED)) {
            assertEquals(List.of(), done.offered(null), done + " offers nothing");
        }
    }

    @Test
    void askingForWhereARunIsOrIsHeadingDoesNothing() throws NotNow {
        assertEquals(Transition.NOTHING, PAUSED.on(Command.PAUSE, null));
        assertEquals(Transition.NOTHING, QUEUED.on(Command.RESUME, null));
        assertEquals(Transition.NOTHING, RUNNING.on(Command.RESUME, null));
        assertEquals(Transition.NOTHING, CANCELLED.on(Command.CANCEL, null));
    }

    @Test
    void whatAStateDoesNotAllowIsRefusedWithTheReason() {
        assertEquals(
                "is completed; only a queued or running run can be paused",
                assertThrows(NotNow.class, () -> COMPLETED.on(Command.PAUSE, null))
                        .getMessage());
        assertEquals(
                "is failed and cannot be resumed",
                assertThrows(NotNow.class, () -> FAILED.on(Command.RESUME, null))
                        .getMessage());
        assertEquals(
                "is completed and cannot be cancelled",
                assertThrows(NotNow.class, () -> COMPLETED.on(Command.CANCEL, null))
                        .getMessage());
        assertEquals(
                "is stopping (pause); resume it once it has paused",
                assertThrows(NotNow.class, () -> RUNNING.on(Command.RESUME, RunControl.PAUSE))
                        .getMessage());
        assertThrows(NotNow.class, () -> CANCELLED.on(Command.PAUSE, null));
    }

    @Test
    void everyTransitionACommandOrAnExecutionMakesIsAllowedAndFinalStatesAreFinal() throws NotNow {
        for (RunStatus from : RunStatus.values()) {
            for (Command command : Command.values()) {
                Transition t;
                try {
                    t = from.on(command, null);
                } catch (NotNow refused) {
                    continue;
                }
                assertTrue(t.becomes() == null || from.successors().contains(t.becomes()), from + " " + command);
                assertFalse(t.stopsJob() && t.leavesQueue(), "a run is either waiting or running");
            }
            assertEquals(from.isFinal(), from.successors().isEmpty(), from + " is final exactly when it has no way on");
        }
        assertEquals(COMPLETED, RunStatus.afterExecution(null));
        assertEquals(PAUSED, RunStatus.afterExecution(RunControl.PAUSE));
        assertEquals(CANCELLED, RunStatus.afterExecution(RunControl.CANCEL));
        assertEquals(QUEUED, RunStatus.afterExecution(RunControl.SHUTDOWN));
        for (RunControl reason :
                new RunControl[] {null, RunControl.PAUSE, RunControl.CANCEL, RunControl.FINISH, RunControl.SHUTDOWN}) {
            assertTrue(RUNNING.successors().contains(RunStatus.afterExecution(reason)));
        }
        assertThrows(IllegalArgumentException.class, () -> RunStatus.afterExecution(RunControl.LEASE_LOST));
    }

    @Test
    void aRunMovesOnlyAlongTheMachineAndAFinalMoveRecordsTheEnd() {
        RunEntity run = new RunEntity();
        run.moveTo(QUEUED);
        run.moveTo(RUNNING);
        assertNull(run.finishedAt);
        run.moveTo(FAILED, "out of disk");
        assertEquals("out of disk", run.error);
        assertTrue(run.finishedAt != null);
        assertThrows(IllegalStateException.class, () -> run.moveTo(QUEUED));
        RunEntity paused = new RunEntity();
        paused.moveTo(QUEUED);
        paused.moveTo(PAUSED);
        assertThrows(
                IllegalStateException.class, () -> paused.moveTo(RUNNING), "a paused run is queued before it runs");
    }
}
