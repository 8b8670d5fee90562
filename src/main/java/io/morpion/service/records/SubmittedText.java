package io.morpion.service.records;

import io.morpion.msr.MsrRecord;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The rules for the texts a stored game carries beside its moves (author, description, tags…) and
 * for the names callers give: each text at most {@link #MAX_FIELD} characters, a game's at most
 * {@link #MAX_TOTAL} in all, and no invisible formatting character (a bidi override that shows a
 * name backwards, a zero-width space that makes two names look alike). The packaged corpus's
 * longest text is 240 characters and its largest game 575 in all.
 */
public final class SubmittedText {

    public static final int MAX_FIELD = 4_096;
    public static final int MAX_TOTAL = 16_384;

    private SubmittedText() {}

    /** Refuses a game whose texts break the rules, naming the first field that does. */
    public static void check(MsrRecord game) {
        Map<String, String> fields = new LinkedHashMap<>();
        fields.put("author", game.author());
        fields.put("source", game.source());
        fields.put("description", game.description());
        fields.put("producer", game.producer());
        fields.put("saved_at", game.savedAt());
        fields.put("transcribed_by", game.transcribedBy());
        if (game.tags() != null) {
            fields.put("tags", String.join(",", game.tags()));
        }
        if (game.solver() != null) {
            fields.put("solver.tool", game.solver().tool());
            fields.put("solver.method", game.solver().method());
        }
        long total = 0;
        for (Map.Entry<String, String> field : fields.entrySet()) {
            RequestText.requirePlain(field.getKey(), field.getValue(), MAX_FIELD);
            total += field.getValue() == null ? 0 : field.getValue().length();
        }
        if (total > MAX_TOTAL) {
            throw new Refused.Invalid(
                    RefusalCode.TEXT_TOTAL,
                    "the game's texts are " + total + " characters in all; a game's are at most " + MAX_TOTAL,
                    MAX_TOTAL);
        }
    }
}
