package io.morpion.cli;

import io.morpion.api.RecordAlert;
import io.morpion.api.ServerViews;
import io.morpion.corpus.KnownResult;
import io.morpion.msr.Variant;
import java.time.YearMonth;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** What the CLI says of the server's views (io.morpion.api.ServerViews): statuses, alerts, the known result. */
final class ViewText {

    private ViewText() {}

    /** "paused (resume asked), place 2 in the queue": the status with what is pending. */
    static String statusText(ServerViews.Run run) {
        return lower(run.status())
                + (run.requested() == null ? "" : " (" + lower(run.requested()) + " asked)")
                + (run.queuePosition() == null ? "" : ", place " + run.queuePosition() + " in the queue");
    }

    /** With the bell: a record hunter may be in another window when it comes. */
    static String announcement(RecordAlert alert) {
        return "\u0007*** " + (alert.beats() ? "NEW WORLD RECORD: " : "") + alert.standing();
    }

    /** "one of the 5 optimal 4D games, …": a record the census of optimal games found. */
    static String optimal(ServerViews.Record record) {
        int games = record.optimal().games();
        return (games == 1
                        ? "the only optimal " + record.variant() + " game"
                        : "one of the " + games + " optimal " + record.variant() + " games")
                + ", distinct up to symmetry, proven by exhaustive search (morpion census --optimal "
                + record.variant() + ")";
    }

    static String lower(String word) {
        return word.toLowerCase(Locale.ROOT);
    }

    /** The variant's world record or proven optimum as the server knows it (it may know a newer one). */
    static Optional<KnownResult> known(ServerClient server, String code) {
        return Arrays.stream(
                        ServerClient.ok(server.get("/api/variants", Map.of())).as(ServerViews.Variant[].class))
                .filter(v -> v.code().equals(code) && v.known() != null)
                .findFirst()
                .flatMap(v -> Variant.fromCode(code)
                        .map(variant -> new KnownResult(
                                variant,
                                v.known().score(),
                                v.known().proven(),
                                v.known().holder(),
                                v.known().date() == null
                                        ? null
                                        : YearMonth.parse(v.known().date()))));
    }
}
