package io.morpion.service.common;

import java.util.List;

/**
 * One page of a listing, as every list in the API answers: the items, which page of what size
 * (pages count from 0), and how many items there are in all: a count of rows, an int, so that it
 * travels as a plain JSON number (64-bit values go out as strings).
 */
public record Page<T>(List<T> items, int page, int size, int total) {

    /** The most items one page holds. */
    public static final int MAX_SIZE = 100;

    private static final int DEFAULT_SIZE = 20;

    /** Which page a listing asks for: {@code ?page} (from 0) and {@code ?size} (1..100, default 20). */
    public record Request(int page, int size) {

        /** The query's page and size, or a 400 that names the bad parameter. */
        public static Request of(String pageText, String sizeText) {
            return new Request(
                    RequestText.integer("page", pageText, 0, 0, 1_000_000),
                    RequestText.integer("size", sizeText, DEFAULT_SIZE, 1, MAX_SIZE));
        }

        public <T> Page<T> of(List<T> items, long total) {
            return new Page<>(items, page, size, Math.toIntExact(total));
        }
    }
}
