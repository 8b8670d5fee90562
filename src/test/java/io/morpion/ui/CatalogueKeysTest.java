package io.morpion.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.ProjectPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The web UI's message catalogues (frontend/i18n/*.json): every language has every key the pages
 * use, with the same placeholders, and none is left in English by mistake.
 */
class CatalogueKeysTest {

    private static final Path FRONTEND = ProjectPaths.root().resolve("frontend");
    static final List<String> LANGUAGES = List.of("en", "fr", "de", "es", "it", "pt", "nl", "ja");
    private static final Set<String> PLURAL_CATEGORIES = Set.of("zero", "one", "two", "few", "many", "other");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)}");
    /** t('key'), tNodes('key'), data-i18n="key", data-i18n-title="key"; a key built at run time ends at its ${. */
    private static final Pattern USE =
            Pattern.compile("\\bt(?:Nodes)?\\(['`]([a-zA-Z.]+)(\\$\\{)?|data-i18n[a-z-]*=\"([a-zA-Z.]+)\"");

    /**
     * Texts that are the same word in English and in the language, checked by hand: without this
     * list a copied English text would pass for a translation.
     */
    private static final Map<String, Set<String>> SAME_AS_ENGLISH = Map.of(
            "fr",
                    Set.of(
                            "campaigns.active",
                            "corpus.records",
                            "corpus.score",
                            "corpus.scores",
                            "corpus.set",
                            "error.word.pause",
                            "error.word.record",
                            "keys.corpus",
                            "nav.corpus",
                            "origin.word.corpus",
                            "record.description",
                            "record.name",
                            "record.pause",
                            "record.source",
                            "record.verdict",
                            "run.pause",
                            "runs.run",
                            "runs.runs",
                            "runs.threads",
                            "title.record"),
            "de",
                    Set.of(
                            "history.storyPoint",
                            "params.name",
                            "record.download",
                            "record.optimal",
                            "runs.status",
                            "runs.threads",
                            "token.label",
                            "token.open"),
            "es",
                    Set.of(
                            "error.word.token",
                            "history.storyPoint",
                            "keys.corpus",
                            "line.kind.h",
                            "line.kind.v",
                            "nav.corpus",
                            "origin.word.corpus",
                            "token.label",
                            "token.open"),
            "it",
                    Set.of(
                            "error.word.record",
                            "error.word.token",
                            "history.storyPoint",
                            "keys.corpus",
                            "nav.corpus",
                            "origin.word.corpus",
                            "record.name",
                            "title.record",
                            "token.label",
                            "token.open"),
            "pt",
                    Set.of(
                            "error.word.token",
                            "history.storyPoint",
                            "keys.corpus",
                            "line.kind.h",
                            "line.kind.v",
                            "nav.corpus",
                            "origin.word.corpus",
                            "runs.threads",
                            "token.label",
                            "token.open"),
            "nl",
                    Set.of(
                            "alert.body",
                            "corpus.filter",
                            "corpus.records",
                            "corpus.score",
                            "corpus.scores",
                            "corpus.variant",
                            "error.word.record",
                            "error.word.run",
                            "error.word.token",
                            "history.point",
                            "history.storyPoint",
                            "keys.corpus",
                            "nav.corpus",
                            "origin.word.corpus",
                            "params.name",
                            "potential.grade.blunder",
                            "record.name",
                            "run.node",
                            "run.seed",
                            "runs.parameters",
                            "runs.run",
                            "runs.runs",
                            "runs.seed",
                            "runs.status",
                            "runs.threads",
                            "title.record",
                            "title.run",
                            "token.label",
                            "token.open"),
            "ja", Set.of());

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One language's catalogue as JSON. */
    static JsonNode catalogue(String language) throws IOException {
        return JSON.readTree(
                FRONTEND.resolve("i18n").resolve(language + ".json").toFile());
    }

    private static Set<String> keys(JsonNode catalogue) {
        Set<String> keys = new TreeSet<>();
        catalogue.fieldNames().forEachRemaining(keys::add);
        return keys;
    }

    /** The texts of an entry: one, or one per plural category. */
    private static Map<String, String> forms(JsonNode entry) {
        Map<String, String> forms = new TreeMap<>();
        if (entry.isTextual()) {
            forms.put("", entry.asText());
        } else {
            entry.fields()
                    .forEachRemaining(f -> forms.put(f.getKey(), f.getValue().asText()));
        }
        return forms;
    }

    private static Set<String> placeholders(String text) {
        Set<String> names = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    @Test
    void thePickerOffersExactlyTheLanguagesThatHaveACatalogue() throws IOException {
        String i18n = Files.readString(FRONTEND.resolve("js/i18n.js"));
        Matcher block = Pattern.compile("LANGUAGES = \\{([^}]*)}").matcher(i18n);
        assertTrue(block.find(), "i18n.js lists its languages");
        List<String> offered = new ArrayList<>();
        Matcher code = Pattern.compile("(\\w+): '").matcher(block.group(1));
        while (code.find()) {
            offered.add(code.group(1));
        }
        assertEquals(LANGUAGES, offered);
        try (Stream<Path> files = Files.list(FRONTEND.resolve("i18n"))) {
            assertEquals(
                    new TreeSet<>(LANGUAGES),
                    files.map(f -> f.getFileName().toString().replace(".json", ""))
                            .collect(java.util.stream.Collectors.toCollection(TreeSet::new)));
        }
    }

    @Test
    void everyLanguageHasEveryKeyWithTheSamePlaceholdersAndPluralForms() throws IOException {
        JsonNode english = catalogue("en");
        List<String> problems = new ArrayList<>();
        for (String language : LANGUAGES) {
            JsonNode other = catalogue(language);
            Set<String> missing = new TreeSet<>(keys(english));
            missing.removeAll(keys(other));
            Set<String> extra = new TreeSet<>(keys(other));
            extra.removeAll(keys(english));
            if (!missing.isEmpty() || !extra.isEmpty()) {
                problems.add(language + ": missing " + missing + ", not used " + extra);
            }
            for (String key : keys(english)) {
                if (other.has(key)) {
                    check(language, key, english.get(key), other.get(key), problems);
                }
            }
        }
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    private static void check(String language, String key, JsonNode english, JsonNode entry, List<String> problems) {
        if (english.isTextual() != entry.isTextual()) {
            problems.add(language + " " + key + ": a count in one language is a count in all");
            return;
        }
        Set<String> expected = new TreeSet<>();
        forms(english).values().forEach(text -> expected.addAll(placeholders(text)));
        Map<String, String> forms = forms(entry);
        if (!entry.isTextual() && (!forms.containsKey("other") || !PLURAL_CATEGORIES.containsAll(forms.keySet()))) {
            problems.add(language + " " + key + ": plural forms " + forms.keySet()
                    + " need \"other\" and CLDR's names only");
        }
        forms.forEach((form, text) -> {
            Set<String> found = placeholders(text);
            Set<String> wanted = new TreeSet<>(expected);
            if (form.equals("one")) {
                // "one step": a language may spell the one out
                wanted.remove("n");
                found.remove("n");
            }
            if (text.isBlank() || !found.equals(wanted)) {
                problems.add(language + " " + key + (form.isEmpty() ? "" : "." + form) + ": placeholders " + found
                        + ", English has " + wanted);
            }
        });
    }

    @Test
    void noTextIsLeftInEnglishUnlessItIsTheSameWord() throws IOException {
        JsonNode english = catalogue("en");
        List<String> copied = new ArrayList<>();
        for (String language : LANGUAGES.subList(1, LANGUAGES.size())) {
            JsonNode other = catalogue(language);
            for (String key : keys(english)) {
                boolean same = english.get(key).equals(other.get(key));
                if (same != SAME_AS_ENGLISH.get(language).contains(key)) {
                    copied.add(language + " " + key + ": " + other.get(key)
                            + (same ? "" : " (translated now: drop it from SAME_AS_ENGLISH)"));
                }
            }
        }
        assertTrue(copied.isEmpty(), "still in English:\n" + String.join("\n", copied));
    }

    @Test
    void everyKeyThePagesUseIsInTheCatalogueAndEveryKeyInItIsUsed() throws IOException {
        Set<String> used = new HashSet<>();
        Set<String> prefixes = new HashSet<>();
        List<Path> sources = new ArrayList<>();
        try (Stream<Path> files = Files.list(FRONTEND.resolve("js"))) {
            files.filter(f -> f.toString().endsWith(".js")).forEach(sources::add);
        }
        sources.add(FRONTEND.resolve("index.html"));
        for (Path source : sources) {
            Matcher m = USE.matcher(Files.readString(source));
            while (m.find()) {
                if (m.group(3) != null) {
                    used.add(m.group(3));
                } else if (m.group(2) != null) {
                    prefixes.add(m.group(1));
                } else {
                    used.add(m.group(1));
                }
            }
        }
        Set<String> catalogued = keys(catalogue("en"));
        Set<String> unknown = new TreeSet<>(used);
        unknown.removeAll(catalogued);
        assertTrue(unknown.isEmpty(), "the pages use keys no catalogue has: " + unknown);
        Set<String> unused = new TreeSet<>();
        for (String key : catalogued) {
            if (!used.contains(key) && prefixes.stream().noneMatch(key::startsWith)) {
                unused.add(key);
            }
        }
        assertTrue(unused.isEmpty(), "catalogue keys no page uses: " + unused);
        assertTrue(used.size() > 150, "the scan found the pages' keys: " + used.size());
    }
}
