package io.morpion.service.common;

/**
 * Why a service refuses what it was asked, in the caller's terms. Services throw these and know
 * nothing of HTTP; the edge ({@code io.morpion.service.ApiErrors}) answers each kind with its
 * status. Bad values in a request are {@link IllegalArgumentException}s, answered 400.
 */
public abstract sealed class Refused extends RuntimeException {

    private Refused(String message) {
        super(message, null, false, false);
    }

    /** What was asked for does not exist: 404. */
    public static final class NotFound extends Refused {
        public NotFound(String message) {
            super(message);
        }
    }

    /** The caller may not do this to that: 403. */
    public static final class NotAllowed extends Refused {
        public NotAllowed(String message) {
            super(message);
        }
    }

    /** The thing is in a state that does not allow it now: 409. */
    public static final class Conflict extends Refused {
        public Conflict(String message) {
            super(message);
        }
    }

    /** The caller is over a limit; it may try again after {@link #retryAfterSeconds()}: 429. */
    public static final class TooMany extends Refused {
        private final long retryAfterSeconds;

        public TooMany(String message, long retryAfterSeconds) {
            super(message);
            this.retryAfterSeconds = retryAfterSeconds;
        }

        public long retryAfterSeconds() {
            return retryAfterSeconds;
        }
    }
}
