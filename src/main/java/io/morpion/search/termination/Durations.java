package io.morpion.search.termination;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Durations as people type them (90, 90s, 10m, 2h, 1d), for the CLI and the runs API alike. */
public final class Durations {

    private static final Pattern DURATION = Pattern.compile("(\\d{1,9})\\s*([smhd]?)");

    private Durations() {}

    public static Duration parse(String text) {
        Matcher m = DURATION.matcher(text == null ? "" : text.trim().toLowerCase(Locale.ROOT));
        // cut as ConfigChecks.echoed cuts, which this package sits below
        String echoed = text == null ? "" : text.length() > 40 ? text.substring(0, 40) + "…" : text;
        if (!m.matches()) {
            throw new IllegalArgumentException(
                    "a time is a number with an optional unit s, m, h or d (e.g. 10m), not \"" + echoed + "\"");
        }
        long n = Long.parseLong(m.group(1));
        Duration time =
                switch (m.group(2)) {
                    case "m" -> Duration.ofMinutes(n);
                    case "h" -> Duration.ofHours(n);
                    case "d" -> Duration.ofDays(n);
                    default -> Duration.ofSeconds(n);
                };
        if (time.compareTo(LONGEST) > 0) {
            throw new IllegalArgumentException("a time is at most 100 years (36525d), not \"" + echoed + "\"");
        }
        return time;
    }

    /** The longest time a budget takes: longer ones overflowed the clock's nanoseconds when the run began. */
    private static final Duration LONGEST = Duration.ofDays(36_525);

    /** A Julian year, in seconds. */
    private static final double YEAR = 365.25 * 86_400;

    /**
     * h:mm:ss (m:ss under an hour); a year or more in years, since only an estimate (a 5T proof's
     * time left, say) runs that long, and its hours would read as noise.
     */
    public static String format(double seconds) {
        if (seconds >= YEAR) {
            return String.format(Locale.ROOT, "%.3g years", seconds / YEAR);
        }
        long s = (long) seconds;
        return s >= 3600
                ? String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format("%d:%02d", s / 60, s % 60);
    }
}
