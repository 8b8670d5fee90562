package io.morpion.cli;

import io.morpion.api.LocalProofRequest;
import io.morpion.api.Refusal;
import io.morpion.api.ServerViews;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(
        name = "prove",
        mixinStandardHelpOptions = true,
        description = {
            "Queues a sweep of local proofs of a record on the server (a searcher's token): as 'morpion improve' "
                    + "does on this machine, each neighbourhood frees some of the record's moves with every move "
                    + "that needs them, and the exhaustive search proves that no longer game keeps the rest, finds "
                    + "one (filed as a record), or reaches the limit; an open square frees its lines alone, and the "
                    + "constraint model answers.",
            "The nodes share the neighbourhoods, and each verdict is kept as it is reached; 'morpion records get "
                    + "ID' says what the record's sweeps have proven so far."
        },
        footer = {
            "",
            "Examples:",
            "  morpion records prove 12 --last 40",
            "  morpion records prove records/5T/rosin178.json --last 40",
            "  morpion records prove 12 --closure --limit 30s",
            "  morpion records prove 12 --square 6",
            "  morpion records prove 12 --open-square 5 --limit 1m",
            "  morpion records prove 12 --cancel 3"
        })
class ProveRecordCommand extends OneItemCommand {

    @ArgGroup(multiplicity = "1")
    Request request;

    /** A sweep to queue, or one to cancel. */
    static final class Request {
        @ArgGroup(multiplicity = "1")
        NeighbourhoodOptions kind;

        @Option(
                names = "--cancel",
                paramLabel = "SWEEP",
                description = "cancel that sweep of the record instead (the token that queued it, or an admin): "
                        + "its waiting neighbourhoods are never searched, its verdicts stay")
        Long cancel;
    }

    @Option(
            names = "--limit",
            paramLabel = "T",
            description = "the most one neighbourhood is searched: 30s, 10m (default: the server's)")
    String limit;

    @Override
    public Integer call() {
        if (request.cancel != null) {
            return cancel(request.cancel);
        }
        NeighbourhoodOptions kind = request.kind;
        LocalProofRequest body = new LocalProofRequest(kind.kind(), kind.size(), limit);
        String record = recordId();
        ServerClient.Answer answer = server.postJson("/api/records/" + record + "/local-proofs", body);
        if (answer.status() == 400) {
            throw new UsageError(inOptionTerms(kind, answer));
        }
        ServerViews.Sweep sweep = ServerClient.ok(answer).as(ServerViews.Sweep.class);
        out().printf(
                        "queued sweep %s of record %s: %d neighbourhood%s, %s s each at most%n"
                                + "follow it with: morpion records get %s%n",
                        sweep.id(),
                        record,
                        sweep.neighbourhoods(),
                        sweep.neighbourhoods() == 1 ? "" : "s",
                        sweep.limitSeconds(),
                        record);
        return 0;
    }

    private int cancel(long sweepId) {
        ServerViews.Sweep sweep = ServerClient.ok(
                        server.postJson("/api/records/" + id + "/local-proofs/" + sweepId + "/cancel", Map.of()))
                .as(ServerViews.SweepAnswer.class)
                .sweep();
        out().printf("sweep %d of record %s: %s%n", sweepId, id, sweep.statement());
        return 0;
    }

    /**
     * The record to prove: ID as given, or, when it names a game's file, the record the server holds of that game (a
     * stored game through the file's whole position, as long as it).
     */
    private String recordId() {
        if (id.chars().allMatch(Character::isDigit) || !Files.isRegularFile(Path.of(id))) {
            return id;
        }
        MsrRecord game = GameInput.read(Path.of(id), null);
        ServerViews.Explored known = ServerClient.ok(server.post(
                        "/api/games/explorer", Map.of(), Msr.toJson(game).getBytes(StandardCharsets.UTF_8)))
                .as(ServerViews.Explored.class);
        for (ServerViews.Passing passing : known.games()) {
            if (passing.length() == game.moveCount() && passing.recordId() != null) {
                return passing.recordId().toString();
            }
        }
        throw new UsageError("the server holds no record of " + id + "'s game (" + game.moveCount()
                + " moves); submit it first: morpion submit " + id);
    }

    /** The server's refusal of a field, said with the option that set it and its unit. */
    private static String inOptionTerms(NeighbourhoodOptions kind, ServerClient.Answer answer) {
        Refusal refusal = answer.as(Refusal.class);
        Object named = refusal.params() == null ? null : refusal.params().get("field");
        String field = named == null ? "" : named.toString();
        String option =
                switch (field) {
                    case "size" ->
                        kind.last != null
                                ? "--last K (moves freed)"
                                : kind.square != null ? "--square W (points)" : "--open-square W (points)";
                    case "limit" -> "--limit T (a time: 30s, 10m, 1h)";
                    default -> null;
                };
        String message = refusal.error() != null ? refusal.error() : ServerClient.message(answer);
        if (option == null) {
            return message;
        }
        return option + ": " + (message.startsWith(field + " ") ? message.substring(field.length() + 1) : message);
    }
}
