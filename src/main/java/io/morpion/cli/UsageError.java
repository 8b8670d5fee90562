package io.morpion.cli;

import java.util.function.Supplier;

/**
 * A command line that asks for something the command cannot do as asked: a missing or contradictory
 * option, or a value out of range. The CLI exits 2 for it, as for an option picocli itself rejects,
 * and 1 for a failure at run time (an unreachable server, a refused request, an illegal game).
 */
final class UsageError extends IllegalArgumentException {

    UsageError(String message) {
        super(message);
    }

    /** Runs a step that checks the command line's values, turning its refusals into usage errors. */
    static <T> T checking(Supplier<T> step) {
        try {
            return step.get();
        } catch (UsageError e) {
            throw e;
        } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
        }
    }
}
