package io.morpion.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.morpion.msr.IllegalMove;
import io.morpion.service.common.RefusalCode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every refusal the server can send has its sentence in every language of the web UI, and a
 * sentence names only the parameters its code carries: otherwise a French user would read the
 * English fallback, or a placeholder in braces.
 */
class RefusalTextsTest {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)}");
    private static final List<String> ILLEGAL_PARAMS =
            List.of("move", "x", "y", "pos", "lineLength", "variant", "conflict", "maxOverlap", "shared");

    @Test
    void everyCodeHasASentenceInEveryLanguageThatUsesOnlyItsParameters() throws IOException {
        List<String> wrong = new ArrayList<>();
        for (String language : CatalogueKeysTest.LANGUAGES) {
            JsonNode words = CatalogueKeysTest.catalogue(language);
            for (RefusalCode code : RefusalCode.values()) {
                check(words, language, "error." + code.code(), code.params(), wrong);
            }
            for (IllegalMove.Reason reason : IllegalMove.Reason.values()) {
                check(words, language, "error.illegal." + reason.name(), ILLEGAL_PARAMS, wrong);
            }
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
    }

    @Test
    void codesAreDistinct() {
        Set<String> seen = new HashSet<>();
        for (RefusalCode code : RefusalCode.values()) {
            assertTrue(seen.add(code.code()), "two refusals send " + code.code());
            assertTrue(code.code().matches("[a-z][a-zA-Z]*"), code.code());
        }
    }

    private static void check(JsonNode words, String language, String key, List<String> params, List<String> wrong) {
        JsonNode text = words.get(key);
        if (text == null || !text.isTextual()) {
            wrong.add(language + " has no sentence for " + key);
            return;
        }
        Matcher m = PLACEHOLDER.matcher(text.asText());
        while (m.find()) {
            if (!params.contains(m.group(1))) {
                wrong.add(
                        language + " " + key + " names {" + m.group(1) + "}, which the code does not carry " + params);
            }
        }
    }
}
