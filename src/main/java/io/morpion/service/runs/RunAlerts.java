package io.morpion.service.runs;

import io.morpion.api.AlertMessage;
import io.morpion.api.RecordAlert;
import io.morpion.corpus.KnownResult;
import io.morpion.service.records.RecordAlerts;
import java.util.Optional;

/**
 * A run whose own best ties or beats its variant's world record or proven optimum: the event stream's "alert", on
 * which the web UI raises a banner and a sound and {@code runs watch} rings the terminal's bell.
 */
final class RunAlerts {

    private RunAlerts() {}

    static Optional<RecordAlert> of(RunEntity run, Optional<KnownResult> known) {
        return RecordAlerts.forBest(known, run.bestScore, run.bestMsr, run.warmMsr);
    }

    /** The webhook message for the run's alert, whose page is at {@code page}; {@code knownRecord} holds its game. */
    static AlertMessage message(RecordAlert alert, RunEntity run, String page, Optional<Long> knownRecord) {
        return new AlertMessage(
                AlertMessage.VERSION,
                "alert",
                run.id,
                run.campaignId,
                run.variant,
                alert.score(),
                alert.known(),
                alert.kind(),
                alert.beats(),
                alert.standing(),
                page,
                knownRecord.isPresent(),
                knownRecord.orElse(null),
                run.bestMsr);
    }
}
