package io.morpion.cli;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import io.morpion.api.ServerViews;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(
        name = "work",
        mixinStandardHelpOptions = true,
        description = {
            "The server's background work for your token: webhook deliveries, potential curves and the "
                    + "neighbourhoods of local-proof sweeps, who asked, when, and how far each is.",
            "Work computes only on cores no run wants, takes turns across tokens, and each token has a share "
                    + "(the server's limits say how much). An admin's token sees and cancels anyone's work. Needs a "
                    + "token (--token or MORPION_TOKEN)."
        },
        subcommands = {WorkCommand.ListWork.class, WorkCommand.CancelWork.class},
        footer = {
            "",
            "Examples:",
            "  morpion work list --state running",
            "  morpion work list --kind local-proof --owner 12     (an admin: token 12's)",
            "  morpion work cancel --kind potential"
        })
class WorkCommand {

    /** One item as the server lists it. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Item(
            long id,
            String kind,
            String owner,
            long subject,
            Long group,
            String state,
            String createdAt,
            String node,
            int attempts,
            int progress,
            int progressOf,
            String lastError) {}

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Cancelled(long token, String kind, int cancelled) {}

    /** The filters both subcommands share. */
    static final class Filters {
        @Option(
                names = "--kind",
                paramLabel = "KIND",
                description = "webhook, potential, local-proof, census or box-part (default: all)")
        String kind;

        @Option(
                names = "--owner",
                paramLabel = "TOKEN-ID",
                description = "the id of the token whose work it is (an admin's choice; default: yours, or for an"
                        + " admin everyone's to list)")
        Long owner;

        void addTo(Map<String, String> query) {
            if (kind != null) {
                query.put("kind", kind);
            }
            if (owner != null) {
                query.put("token", Long.toString(owner));
            }
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "Lists the work, newest first.")
    static class ListWork extends ServerCommand {
        private static final Table WORK = new Table(
                "%7s  %-11s  %-9s  %-16s  %8s  %3s  %-24s  %s",
                "id", "kind", "state", "asked", "progress", "try", "who", "about");

        @Mixin
        Filters filters;

        @Mixin
        Paging paging;

        @Option(names = "--state", paramLabel = "STATE", description = "queued, running, done, failed or cancelled")
        String state;

        @Override
        public Integer call() {
            Map<String, String> query = new LinkedHashMap<>();
            filters.addTo(query);
            if (state != null) {
                query.put("state", state);
            }
            paging.addTo(query);
            ServerViews.Page listing =
                    ServerClient.ok(server.get("/api/work", query)).as(ServerViews.Page.class);
            WORK.printPage(out(), listing, Item.class, paging, "items", item -> new Object[] {
                item.id(),
                item.kind(),
                item.state(),
                item.createdAt() == null
                        ? ""
                        : item.createdAt().substring(0, 16).replace('T', ' '),
                item.progressOf() > 0 ? item.progress() + "/" + item.progressOf() : "",
                item.attempts(),
                item.owner(),
                about(item)
            });
            return 0;
        }

        private static String about(Item item) {
            String what =
                    switch (item.kind()) {
                        case "webhook" -> "delivery " + item.subject();
                        case "potential" -> "record " + item.subject() + "'s curve";
                        case "census" -> "census " + item.group() + ", part row " + item.subject();
                        default -> "sweep " + item.group() + ", result " + item.subject();
                    };
            return what
                    + (item.node() == null ? "" : " on " + item.node())
                    + (item.lastError() == null ? "" : ": " + item.lastError());
        }
    }

    @Command(
            name = "cancel",
            mixinStandardHelpOptions = true,
            description = "Cancels all of the token's unfinished work at once (an admin: --owner's); work under way "
                    + "stops within about a second, and what it reached stays.")
    static class CancelWork extends ServerCommand {
        @Mixin
        Filters filters;

        @Override
        public Integer call() {
            Map<String, String> query = new LinkedHashMap<>();
            filters.addTo(query);
            Cancelled cancelled = ServerClient.ok(server.post("/api/work/cancel", query, new byte[0]))
                    .as(Cancelled.class);
            out().printf(
                            "cancelled %d items of token %d's work (%s)%n",
                            cancelled.cancelled(), cancelled.token(), cancelled.kind());
            return 0;
        }
    }
}
