package io.morpion.cli;

import io.morpion.api.BoxProofRequest;
import io.morpion.api.BoxProofView;
import io.morpion.api.ServerViews;
import io.morpion.search.termination.Durations;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
        name = "proofs",
        mixinStandardHelpOptions = true,
        description = {
            "Box proofs on a server's cluster: whether a game of at least N moves has its figure in a bounding box, "
                    + "asked of SCIP part by part (see 'morpion box' for the boxes and the solver). Each part is "
                    + "background work that any node with a free core takes; a part that reaches its limit "
                    + "unanswered is split into the parts a side deeper, and a game found is filed as a record."
        },
        subcommands = {
            ProofsCommand.Start.class,
            ProofsCommand.Campaign.class,
            ProofsCommand.ListProofs.class,
            ProofsCommand.Get.class,
            ProofsCommand.Cancel.class
        },
        footer = {
            "",
            "Examples:",
            "  morpion proofs start 5D 4,4,1,0 --at-least 83 --depth 1",
            "  morpion proofs campaign --at-least 83 --depth 1",
            "  morpion proofs list",
            "  morpion proofs get 3"
        })
class ProofsCommand {

    @Command(
            name = "start",
            mixinStandardHelpOptions = true,
            description = {
                "Starts a box proof (an admin's token). The server's defaults fill what is left out: the whole box "
                        + "as the first part, split as deep as the box allows, an hour a part."
            },
            footer = {
                "",
                "Examples:",
                "  morpion proofs start 5D 4,4,1,0 --at-least 83",
                "  morpion proofs start 5D 5,3,1,1 --at-least 83 --depth 1 --limit 30m"
            })
    static class Start extends ServerCommand {
        @Parameters(index = "0", paramLabel = "VARIANT", description = "the variant: 5D, 5T, 4D or 4T")
        String variant;

        @Parameters(index = "1", paramLabel = "BOX", description = "top,right,bottom,left, e.g. 4,4,1,0")
        String box;

        @Mixin
        Question question;

        @Option(
                names = "--max-depth",
                paramLabel = "D",
                description = "how deep a part that reaches its limit unanswered is split, at most")
        Integer maxDepth;

        @Override
        public Integer call() {
            BoxProofRequest request = new BoxProofRequest(
                    variant, box, question.atLeast, question.depth, maxDepth, question.limit, question.nodes);
            BoxProofView proof =
                    ServerClient.ok(server.postJson("/api/box-proofs", request)).as(BoxProofView.class);
            out().printf(
                            Locale.ROOT,
                            "started box proof %d: %s%n  %d part%s to begin with, each at most %s%s; follow it with:"
                                    + " morpion proofs get %d%n",
                            proof.id(),
                            question(proof),
                            proof.partList().size(),
                            proof.partList().size() == 1 ? "" : "s",
                            Durations.format(proof.limitSeconds()),
                            proof.partNodes() == null
                                    ? ""
                                    : String.format(Locale.ROOT, " or %,d nodes", proof.partNodes()),
                            proof.id());
            return 0;
        }
    }

    @Command(
            name = "campaign",
            mixinStandardHelpOptions = true,
            description = {
                "Starts a box proof of each box of the published 5D bound of 84 whose largest 5D graph reaches "
                        + "--at-least (an admin's token): for 83, the 28 boxes above 82, whose closing proves 82 the "
                        + "longest 5D game. A box whose proof of the same question is under way is left to it."
            },
            footer = {"", "Examples:", "  morpion proofs campaign --at-least 83 --depth 1 --limit 1h"})
    static class Campaign extends ServerCommand {
        @Mixin
        Question question;

        @Override
        public Integer call() {
            BoxProofRequest request = new BoxProofRequest(
                    "5D", null, question.atLeast, question.depth, null, question.limit, question.nodes);
            BoxProofView[] started = ServerClient.ok(server.postJson("/api/box-proofs/campaign", request))
                    .as(BoxProofView[].class);
            out().printf(
                            Locale.ROOT,
                            "started %d box proofs of 5D, a game of %d or more:%n",
                            started.length,
                            question.atLeast);
            for (BoxProofView proof : started) {
                out().printf(
                                Locale.ROOT,
                                "  (%s)  proof %d, %d part%s%n",
                                proof.box(),
                                proof.id(),
                                proof.partList().size(),
                                proof.partList().size() == 1 ? "" : "s");
            }
            out().println("follow them with: morpion proofs list");
            return 0;
        }
    }

    @Command(
            name = "list",
            mixinStandardHelpOptions = true,
            description = {
                "Lists box proofs, newest first: each one's parts proven, split a side deeper, left open at the"
                        + " deepest split, running and waiting, and the hours its parts have taken."
            })
    static class ListProofs extends ServerCommand {
        private static final Table PROOFS = new Table(
                "%5s  %-9s %-3s %-10s %5s  %-8s %6s %5s %4s %7s %7s %8s",
                "id", "status", "var", "box", "moves", "verdict", "proven", "split", "open", "running", "waiting",
                "hours");

        @Mixin
        Paging paging;

        @Override
        public Integer call() {
            Map<String, String> query = new LinkedHashMap<>();
            paging.addTo(query);
            ServerViews.Page listing =
                    ServerClient.ok(server.get("/api/box-proofs", query)).as(ServerViews.Page.class);
            PROOFS.printPage(out(), listing, BoxProofView.class, paging, "box proofs", p -> new Object[] {
                p.id(),
                p.status(),
                p.variant(),
                "(" + p.box() + ")",
                ">=" + p.atLeast(),
                p.verdict() == null ? "-" : p.verdict(),
                p.partsProven(),
                p.partsSplit(),
                p.partsOpen(),
                p.partsRunning(),
                p.partsWaiting(),
                String.format(Locale.ROOT, "%.2f", p.seconds() / 3600)
            });
            return 0;
        }
    }

    @Command(
            name = "get",
            mixinStandardHelpOptions = true,
            description = "Shows one box proof: its question, its verdict, and every part with its state and cost.")
    static class Get extends OneItemCommand {
        private static final Table PARTS =
                new Table("%-12s %-9s %10s %12s %8s  %s", "part", "state", "seconds", "nodes", "attempts", "node");

        @Override
        public Integer call() {
            BoxProofView proof = ServerClient.ok(server.get("/api/box-proofs/" + id, Map.of()))
                    .as(BoxProofView.class);
            out().printf(Locale.ROOT, "box proof %d: %s%n", proof.id(), question(proof));
            out().printf(Locale.ROOT, "  %s%n", verdict(proof));
            if (proof.alert() != null) {
                out().printf(Locale.ROOT, "  %s%n", ViewText.announcement(proof.alert()));
            }
            out().printf(
                            Locale.ROOT,
                            "  parts: %d proven, %d split, %d open, %d running, %d waiting; %.1f s of solving, %,d"
                                    + " nodes; %s%n",
                            proof.partsProven(),
                            proof.partsSplit(),
                            proof.partsOpen(),
                            proof.partsRunning(),
                            proof.partsWaiting(),
                            proof.seconds(),
                            proof.nodes(),
                            proof.solver());
            List<BoxProofView.Part> parts = proof.partList();
            PARTS.print(out(), parts, part -> new Object[] {
                part.places(),
                part.state(),
                String.format(Locale.ROOT, "%.1f", part.seconds()),
                String.format(Locale.ROOT, "%,d", part.nodes()),
                part.attempts(),
                part.node() == null ? "" : part.node()
            });
            return 0;
        }
    }

    @Command(
            name = "cancel",
            mixinStandardHelpOptions = true,
            description = "Cancels a box proof (an admin's token): its waiting parts are never solved.")
    static class Cancel extends OneItemCommand {
        @Override
        public Integer call() {
            BoxProofView proof = ServerClient.ok(server.postJson("/api/box-proofs/" + id + "/cancel", Map.of()))
                    .as(BoxProofView.class);
            out().printf(Locale.ROOT, "box proof %d: %s%n", proof.id(), proof.status());
            return 0;
        }
    }

    /** What a box proof asks, and how its first parts are cut and bounded. */
    static final class Question {
        @Option(names = "--at-least", paramLabel = "N", required = true, description = "the moves asked for")
        int atLeast;

        @Option(
                names = "--depth",
                paramLabel = "D",
                description = "how many of a box's sides past the cross its first parts read (0: the whole box)")
        Integer depth;

        @Option(names = "--limit", paramLabel = "T", description = "the most one part may take: 30s, 10m, 1h")
        String limit;

        @Option(names = "--nodes", paramLabel = "N", description = "the most SCIP nodes one part may take")
        Integer nodes;
    }

    /** The question in words: "a game of 83 or more moves in 5D box (4,4,1,0), given at most 83". */
    static String question(BoxProofView proof) {
        return "a game of " + proof.atLeast() + " or more moves in " + proof.variant() + " box (" + proof.box() + ")"
                + (proof.atMost() == null ? "" : ", given that none has more than " + proof.atMost());
    }

    /** The verdict in words, or where the proof stands. */
    static String verdict(BoxProofView proof) {
        if (proof.verdict() == null) {
            return proof.status().equals("cancelled") ? "cancelled before a verdict" : "no verdict yet";
        }
        return switch (proof.verdict()) {
            case "proven" ->
                "proven: no game of " + proof.atLeast() + " or more moves fits in box (" + proof.box() + ")";
            case "found" ->
                "found: a game of " + (proof.foundMoves() == null ? proof.atLeast() + " or more" : proof.foundMoves())
                        + " moves, filed as record " + proof.foundRecord();
            default -> "open: a part stayed unanswered at the deepest split";
        };
    }
}
