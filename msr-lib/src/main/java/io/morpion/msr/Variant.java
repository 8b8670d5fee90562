package io.morpion.msr;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The four game variants of MSR §4: line length n and touch rule. */
public enum Variant {
    FOUR_TOUCHING("4T", 4, 1),
    FOUR_DISJOINT("4D", 4, 0),
    FIVE_TOUCHING("5T", 5, 1),
    FIVE_DISJOINT("5D", 5, 0);

    private final String code;
    private final int lineLength;
    private final int maxOverlap;

    Variant(String code, int lineLength, int maxOverlap) {
        this.code = code;
        this.lineLength = lineLength;
        this.maxOverlap = maxOverlap;
    }

    /** The canonical code, digit first and upper case, e.g. {@code 5T}. */
    public String code() {
        return code;
    }

    /** n: the number of points on every line. */
    public int lineLength() {
        return lineLength;
    }

    /** How many points two collinear lines may share: 1 when touching, 0 when disjoint. */
    public int maxOverlap() {
        return maxOverlap;
    }

    public boolean touching() {
        return maxOverlap > 0;
    }

    /**
     * Two same-track lines conflict when their positions differ by at most this much (§7.1).
     */
    public int forbid() {
        return lineLength - 1 - maxOverlap;
    }

    /** w of §3.1: the initial cross occupies 0..w on both axes. */
    public int crossExtent() {
        return lineLength % 2 == 1 ? 2 * lineLength - 1 : 2 * lineLength - 2;
    }

    /**
     * Reads a variant code leniently, as §4 allows: any letter case, and the reversed spelling
     * ({@code t5}) as well as the canonical one.
     */
    public static Optional<Variant> fromCode(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String code = text.trim().toUpperCase(Locale.ROOT);
        if (code.length() == 2 && Character.isLetter(code.charAt(0))) {
            code = "" + code.charAt(1) + code.charAt(0);
        }
        for (Variant variant : values()) {
            if (variant.code.equals(code)) {
                return Optional.of(variant);
            }
        }
        return Optional.empty();
    }

    /** Every variant's code, as a message lists them: "4T, 4D, 5T or 5D". */
    public static String codesInWords() {
        StringBuilder words = new StringBuilder();
        Variant[] all = values();
        for (int i = 0; i < all.length; i++) {
            words.append(i == 0 ? "" : i == all.length - 1 ? " or " : ", ").append(all[i].code);
        }
        return words.toString();
    }

    /** Every variant's code, in declaration order. */
    public static List<String> codes() {
        return Arrays.stream(values()).map(Variant::code).toList();
    }

    /**
     * Reads a variant code as {@link #fromCode} does, or fails with a message that names the field
     * it came from and repeats at most 40 characters of what was there.
     */
    public static Variant parse(String text, String field) {
        return fromCode(text)
                .orElseThrow(() -> new IllegalArgumentException(field + " must be " + codesInWords() + ", not \""
                        + (text == null ? "" : text.length() > 40 ? text.substring(0, 40) + "…" : text) + "\""));
    }

    @Override
    public String toString() {
        return code;
    }
}
