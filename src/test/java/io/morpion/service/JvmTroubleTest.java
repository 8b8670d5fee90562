package io.morpion.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.microprofile.health.HealthCheckResponse;
import org.junit.jupiter.api.Test;

/** Readiness goes down, and stays down, once an Error has ended a thread. */
class JvmTroubleTest {

    @Test
    void anErrorThatEndsAThreadMakesReadinessSayWhatHappenedWhere() throws Exception {
        JvmTrouble trouble = new JvmTrouble();
        trouble.onStart(null);
        assertEquals(HealthCheckResponse.Status.UP, trouble.call().getStatus());
        Thread victim = new Thread(
                () -> {
                    throw new OutOfMemoryError("Java heap space (thrown by the test)");
                },
                "scheduler-stand-in");
        victim.start();
        victim.join();
        HealthCheckResponse after = trouble.call();
        assertEquals(HealthCheckResponse.Status.DOWN, after.getStatus());
        String problem = after.getData().orElseThrow().get("problem").toString();
        assertTrue(problem.startsWith("OutOfMemoryError in thread scheduler-stand-in at "), problem);
        assertEquals(HealthCheckResponse.Status.DOWN, trouble.call().getStatus(), "it stays down");
    }
}
