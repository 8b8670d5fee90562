package io.morpion.service.common;

import java.util.List;
import java.util.Locale;

/**
 * Every kind of refusal the API answers, as a stable code and the names of its parameters. The
 * English sentence travels beside them for the CLI and for logs; the web UI says the same in its
 * user's language from the code. Codes never change meaning, so a client may keep its texts.
 * An illegal game's codes are its rule's, {@code illegal.<reason>}, from the MSR library.
 */
public enum RefusalCode {
    // a request's values
    RANGE("field", "min", "max", "value"),
    WHOLE_NUMBER("field", "value"),
    TIME("field", "value"),
    ONE_OF("field", "options", "value"),
    TOO_LONG("field", "max"),
    BODY_NEEDS("field"),
    NEEDS_VARIANT("kind"),
    NEEDS_NAME("max"),
    BUDGET_TWICE,
    ALGORITHM_TWICE("algorithm", "method"),
    CAMPAIGN_NODES,
    BAD_CATEGORY("value"),
    EMPTY_GAME,
    TEXT_TOTAL("max"),
    FORMAT_CHARACTER("field", "character"),
    CONTROL_CHARACTER("field", "character", "at"),
    UNSTORABLE_TEXT,
    UNFINISHED_ANONYMOUS("moves"),
    NEEDS_REASON,
    NO_FILE,
    UNREADABLE_FILE,
    PENTASOL_VARIANT("variant"),
    PICTURE_SIZE,
    WARM_TWICE,
    WARM_NO_RECORD("id"),
    WARM_VARIANT("game", "search"),
    COMPARE_VARIANTS("record", "variant", "other", "otherVariant"),
    WEBHOOK_URL("url"),
    WEBHOOK_HOST("url", "host"),
    WEBHOOK_PRIVATE("url", "address"),
    WEBHOOK_SECRET("min", "max"),
    NO_WEBHOOK("token"),
    // what is asked for, and who asks
    NOT_FOUND("kind", "id"),
    BAD_ID("kind", "id"),
    NO_SUCH_DOWNLOAD,
    NOT_OWNER("kind", "id"),
    NOT_NOW("kind", "id", "status", "command"),
    UNFINISHED_LIMIT("kind", "max"),
    WORK_SHARE("kind", "max", "setting"),
    CORES_BUSY("seconds"),
    THREAD_BUDGET("held", "max"),
    RATE_LIMIT("action", "max", "seconds"),
    STREAMS_PER_CLIENT("max"),
    STREAMS("max"),
    LARGE_PICTURES("max"),
    LARGE_PICTURES_NODE("max"),
    RUN_MEMORY("megabytes", "threads", "perThread", "budget"),
    // backups
    BACKUP_DAMAGED("detail"),
    BACKUP_SCHEMA("backup", "server"),
    RESTORE_NOT_EMPTY("holds"),
    RESTORE_SEEDING,
    RESTORE_BUSY("seconds"),
    RESTORE_UPLOAD("detail"),
    RESTORE_UPLOADS("uploads"),
    // what the edge answers for the rest
    MALFORMED_GAME("detail"),
    BAD_PARAMETER("detail"),
    BAD_JSON("detail"),
    CONTENT_TYPE("expected"),
    TOKEN_REJECTED,
    TOKEN_NEEDED,
    TOKEN_NOT_ADMIN,
    NO_SUCH_PATH,
    REQUEST_FAILED("status"),
    INTERNAL("id"),
    OUT_OF_RESOURCES,
    DATABASE_AWAY("seconds");

    private final List<String> params;

    RefusalCode(String... params) {
        this.params = List.of(params);
    }

    /** The code as the API sends it: RANGE is "range", NOT_FOUND "notFound". */
    public String code() {
        StringBuilder code = new StringBuilder();
        for (String word : name().toLowerCase(Locale.ROOT).split("_")) {
            code.append(code.isEmpty() ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1));
        }
        return code.toString();
    }

    /** The names of the parameters every refusal of this kind carries, in the order they are given. */
    public List<String> params() {
        return params;
    }
}
