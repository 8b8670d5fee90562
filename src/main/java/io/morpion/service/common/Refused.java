package io.morpion.service.common;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Why a service refuses what it was asked, in the caller's terms: an English sentence and the
 * same as a {@link RefusalCode} with its parameters. Services throw these and know nothing of
 * HTTP; the edge ({@code io.morpion.service.ApiErrors}) answers each kind with its status.
 */
public abstract sealed class Refused extends RuntimeException {

    private final RefusalCode code;
    private final Map<String, Object> params;

    private Refused(RefusalCode code, String message, Object... values) {
        super(message, null, false, false);
        this.code = code;
        this.params = RefusalBody.params(code, values);
    }

    public RefusalCode code() {
        return code;
    }

    /** The code's parameters by name, the values as the English sentence shows them. */
    public Map<String, Object> params() {
        return params;
    }

    /** A value in the request breaks its rule: 400. */
    public static final class Invalid extends Refused {
        public Invalid(RefusalCode code, String message, Object... values) {
            super(code, message, values);
        }
    }

    /** What was asked for does not exist: 404. */
    public static final class NotFound extends Refused {
        public NotFound(RefusalCode code, String message, Object... values) {
            super(code, message, values);
        }
    }

    /** The caller may not do this to that: 403. */
    public static final class NotAllowed extends Refused {
        public NotAllowed(RefusalCode code, String message, Object... values) {
            super(code, message, values);
        }
    }

    /** The thing is in a state that does not allow it now: 409. */
    public static final class Conflict extends Refused {
        public Conflict(RefusalCode code, String message, Object... values) {
            super(code, message, values);
        }
    }

    /** The caller is over a limit; it may try again after {@link #retryAfterSeconds()}: 429. */
    public static final class TooMany extends Refused {
        private final long retryAfterSeconds;

        public TooMany(long retryAfterSeconds, RefusalCode code, String message, Object... values) {
            super(code, message, values);
            this.retryAfterSeconds = retryAfterSeconds;
        }

        public long retryAfterSeconds() {
            return retryAfterSeconds;
        }
    }

    /**
     * Runs a step that hands the caller's values to the search layer (an algorithm's parameters, a
     * duration), whose rules refuse a bad one with an IllegalArgumentException in their own words:
     * that refusal becomes the caller's (400, its words as the detail). Any other exception stays a
     * failure of ours.
     */
    public static <T> T bySearchRules(Supplier<T> step) {
        try {
            return step.get();
        } catch (IllegalArgumentException e) {
            throw new Invalid(RefusalCode.BAD_PARAMETER, e.getMessage(), e.getMessage());
        }
    }

    /** No {@code kind} (record, run, campaign, token) has this id. */
    public static NotFound notFound(String kind, Object id) {
        return new NotFound(RefusalCode.NOT_FOUND, "no " + kind + " has id " + id, kind, id);
    }

    /** An id in a path that is not a number at all. */
    public static NotFound badId(String kind, String id) {
        return new NotFound(
                RefusalCode.BAD_ID,
                "no " + kind + " has id \"" + RequestText.abbreviate(id) + "\"; ids are numbers",
                kind,
                RequestText.abbreviate(id));
    }

    /** A whole-number field outside min..max. */
    public static Invalid range(String field, long min, long max, long value) {
        return new Invalid(
                RefusalCode.RANGE, field + " must be " + min + ".." + max + ", not " + value, field, min, max, value);
    }

    /** A field that takes one of a few words: "variant must be 4T, 4D, 5T or 5D, not "6T"". */
    public static Invalid oneOf(String field, List<String> options, String value) {
        String echoed = RequestText.abbreviate(value);
        String last = options.get(options.size() - 1);
        String choices =
                options.size() == 1 ? last : String.join(", ", options.subList(0, options.size() - 1)) + " or " + last;
        return new Invalid(
                RefusalCode.ONE_OF,
                field + " must be " + choices + ", not \"" + echoed + "\"",
                field,
                String.join(", ", options),
                echoed);
    }
}
