package io.morpion;

import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionTimeoutException;

/**
 * Every wait of the tests: a value read again and again (by Awaitility, in the test's own thread)
 * until a condition holds, with a deadline. Running out of time fails the test with what it waited
 * for and the last value it saw, never quietly.
 */
public final class Waits {

    private Waits() {}

    /** The first value read that meets the condition. */
    public static <T> T until(
            String what, Duration atMost, Duration every, Callable<T> read, Predicate<? super T> condition) {
        return until(what, atMost, every, read, condition, () -> "");
    }

    /** The same, with more to say when time runs out (a service's log, say). */
    public static <T> T until(
            String what,
            Duration atMost,
            Duration every,
            Callable<T> read,
            Predicate<? super T> condition,
            Supplier<String> context) {
        AtomicReference<T> last = new AtomicReference<>();
        try {
            return Awaitility.await(what)
                    .atMost(atMost)
                    .pollDelay(Duration.ZERO)
                    .pollInterval(every)
                    .pollInSameThread()
                    .until(
                            () -> {
                                T value = read.call();
                                last.set(value);
                                return value;
                            },
                            condition::test);
        } catch (ConditionTimeoutException e) {
            throw new AssertionError(
                    "waited " + atMost.toSeconds() + " s for " + what + "; last seen: " + last.get() + context.get(),
                    e);
        }
    }
}
