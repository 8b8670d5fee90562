package io.morpion.formats;

import java.util.Locale;
import java.util.Optional;

/** The file formats a game can be read from and written to, with their usual extensions. */
public enum GameFormat {
    MSR("msr"),
    JSON("json"),
    PENTASOL("psol"),
    SVG("svg"),
    PNG("png");

    private final String extension;

    GameFormat(String extension) {
        this.extension = extension;
    }

    public String extension() {
        return extension;
    }

    public boolean binary() {
        return this == PNG;
    }

    /** The HTTP content type of a file in this format. */
    public String contentType() {
        return switch (this) {
            case MSR, PENTASOL -> "text/plain; charset=utf-8";
            case JSON -> "application/json; charset=utf-8";
            case SVG -> "image/svg+xml; charset=utf-8";
            case PNG -> "image/png";
        };
    }

    /** Whether it is a picture of the board (which also carries the record). */
    public boolean picture() {
        return this == SVG || this == PNG;
    }

    /** By name or extension, any case: msr, json, pentasol or psol, svg, png. */
    public static Optional<GameFormat> named(String name) {
        String n = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        for (GameFormat f : values()) {
            if (f.name().toLowerCase(Locale.ROOT).equals(n) || f.extension.equals(n)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
