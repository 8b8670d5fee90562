package io.morpion.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.Waits;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** Turns to compute: a gate of its own for each test, never the process's. */
class CpuGateTest {

    private static final Duration LONG = Duration.ofSeconds(30);
    private static final Duration OFTEN = Duration.ofMillis(5);

    @Test
    void aThreadPastTheLimitWaitsUntilATurnIsGivenBack() throws Exception {
        CpuGate gate = new CpuGate();
        gate.limit(1);
        CpuGate.Turn first = gate.enter();
        CountDownLatch entered = new CountDownLatch(1);
        Thread second = new Thread(() -> {
            try (CpuGate.Turn turn = gate.enter()) {
                entered.countDown();
            }
        });
        second.start();
        Waits.until("the second thread to wait", LONG, OFTEN, gate::waiting, w -> w == 1);
        assertEquals(1, gate.computing());
        assertFalse(entered.await(0, TimeUnit.MILLISECONDS), "it waits while the only turn is held");

        first.close();
        assertTrue(entered.await(30, TimeUnit.SECONDS), "it computes once the turn is given back");
        second.join(30_000);
        assertEquals(0, gate.computing());
        assertEquals(1, gate.mostComputing());
    }

    @Test
    void aThreadThatHoldsATurnEntersAgainWithoutWaitingForItself() {
        CpuGate gate = new CpuGate();
        gate.limit(1);
        try (CpuGate.Turn island = gate.enter()) {
            try (CpuGate.Turn solver = gate.enter()) {
                assertEquals(1, gate.computing(), "one thread, one turn");
            }
            assertEquals(1, gate.computing(), "the outer entry still holds the turn");
        }
        assertEquals(0, gate.computing());
    }

    @Test
    void aThreadThatComputedForAQuantumHandsItsTurnToOneThatWaits() throws Exception {
        CpuGate gate = new CpuGate();
        gate.limit(1);
        AtomicBoolean stop = new AtomicBoolean();
        CountDownLatch holding = new CountDownLatch(1);
        Thread busy = new Thread(() -> {
            try (CpuGate.Turn turn = gate.enter()) {
                holding.countDown();
                while (!stop.get()) {
                    gate.pause();
                }
            }
        });
        busy.start();
        assertTrue(holding.await(30, TimeUnit.SECONDS));
        CountDownLatch turnCame = new CountDownLatch(1);
        Thread waiter = new Thread(() -> {
            try (CpuGate.Turn turn = gate.enter()) {
                assertEquals(1, gate.computing(), "the busy thread waits meanwhile");
                turnCame.countDown();
            }
        });
        waiter.start();
        try {
            assertTrue(
                    turnCame.await(30, TimeUnit.SECONDS), "the waiting thread gets a turn without the busy one ending");
            assertEquals(1, gate.mostComputing());
        } finally {
            stop.set(true);
            busy.join(30_000);
            waiter.join(30_000);
        }
    }

    @Test
    void anOpenGateLetsEveryThreadComputeAndPausesNobody() throws Exception {
        CpuGate gate = new CpuGate();
        CountDownLatch allIn = new CountDownLatch(3);
        CountDownLatch leave = new CountDownLatch(1);
        Thread[] threads = new Thread[3];
        for (int i = 0; i < threads.length; i++) {
            threads[i] = new Thread(() -> {
                try (CpuGate.Turn turn = gate.enter()) {
                    gate.pause();
                    allIn.countDown();
                    leave.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            threads[i].start();
        }
        assertTrue(allIn.await(30, TimeUnit.SECONDS));
        assertEquals(3, gate.computing());
        assertEquals(0, gate.limit());
        leave.countDown();
        for (Thread t : threads) {
            t.join(30_000);
        }
    }

    @Test
    void aLimitBelowOneIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new CpuGate().limit(0));
        assertTrue(e.getMessage().contains("at least 1"), e.getMessage());
    }
}
