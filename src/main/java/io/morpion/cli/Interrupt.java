package io.morpion.cli;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Ctrl-C (or a TERM signal) during a long command: it is noted, the command's search ends at its next check,
 * and the JVM waits, up to 30 s, until the command has written what it found before it exits. Closing it says
 * that is done.
 */
final class Interrupt implements AutoCloseable {

    private final AtomicBoolean raised = new AtomicBoolean();
    private final CountDownLatch reported = new CountDownLatch(1);
    private final CountDownLatch raisedSignal = new CountDownLatch(1);
    private final Thread hook = new Thread(() -> {
        raised.set(true);
        raisedSignal.countDown();
        try {
            reported.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    });

    private Interrupt() {}

    static Interrupt watch() {
        Interrupt interrupt = new Interrupt();
        Runtime.getRuntime().addShutdownHook(interrupt.hook);
        return interrupt;
    }

    boolean raised() {
        return raised.get();
    }

    /** Waits up to {@code time} for Ctrl-C; whether it came. */
    boolean await(Duration time) throws InterruptedException {
        return raisedSignal.await(time.toMillis(), TimeUnit.MILLISECONDS) || raised.get();
    }

    @Override
    public void close() {
        reported.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // the JVM is exiting after Ctrl-C; the hook has seen the latch
        }
    }
}
