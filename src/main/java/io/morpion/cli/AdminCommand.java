package io.morpion.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.api.Retraction;
import io.morpion.api.ServerViews;
import io.morpion.api.TokenRequest;
import io.morpion.api.TokenThreads;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
        name = "admin",
        mixinStandardHelpOptions = true,
        description = "Server administration; needs an admin token (--token or MORPION_TOKEN).",
        subcommands = {
            AdminCommand.TokenCommand.class,
            AdminCommand.Retract.class,
            BackupCommand.class,
            RestoreCommand.class
        },
        footer = {
            "",
            "Examples:",
            "  morpion admin token create --name alice --role searcher --days 90",
            "  morpion admin token list",
            "  morpion admin token revoke 4",
            "  morpion admin retract 12 --reason \"duplicate of record 3\"",
            "  morpion admin backup morpion-backup.zip",
            "  morpion admin restore morpion-backup.zip --server http://new-host:8080"
        })
class AdminCommand {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Command(
            name = "token",
            mixinStandardHelpOptions = true,
            description = "Make, list and revoke access tokens.",
            subcommands = {Create.class, ListTokens.class, SetBudget.class, Revoke.class})
    static class TokenCommand {}

    @Command(
            name = "create",
            mixinStandardHelpOptions = true,
            description = "Makes a token and prints it; it is shown this once (the server keeps only its hash).")
    static class Create extends ServerCommand {
        @Option(names = "--name", required = true, paramLabel = "NAME", description = "who or what the token is for")
        String name;

        @Option(
                names = "--role",
                paramLabel = "ROLE",
                defaultValue = "searcher",
                description = "searcher (queues and controls its own runs) or admin (default: ${DEFAULT-VALUE})")
        String role;

        @Option(names = "--days", paramLabel = "N", description = "expire after this many days (default: never)")
        Integer days;

        @Option(
                names = "--threads",
                paramLabel = "N",
                description = "the threads its unfinished runs and campaign workers may ask for in all"
                        + " (default: the server's limit)")
        Integer threads;

        @Override
        public Integer call() {
            ServerViews.Token token = ServerClient.ok(
                            server.postJson("/api/admin/tokens", new TokenRequest(name, role, days, threads)))
                    .as(ServerViews.Token.class);
            err().printf(
                            "token %d (%s, %s)%s; it is shown only now:%n",
                            token.id(),
                            token.name(),
                            token.role(),
                            token.expiresAt() != null ? ", expires " + token.expiresAt() : "");
            out().println(token.token());
            return 0;
        }
    }

    @Command(
            name = "list",
            mixinStandardHelpOptions = true,
            description = "Lists every token (never the tokens themselves).")
    static class ListTokens extends ServerCommand {
        private static final Table TOKENS =
                new Table("%4s  %-8s  %-10s  %-20s  %s", "id", "role", "state", "last used", "name");

        @Override
        public Integer call() {
            ServerViews.Token[] tokens =
                    ServerClient.ok(server.get("/api/admin/tokens", Map.of())).as(ServerViews.Token[].class);
            TOKENS.print(out(), List.of(tokens), t -> new Object[] {
                t.id(),
                t.role(),
                t.revokedAt() != null ? "revoked" : t.expiresAt() != null ? "expiring" : "active",
                t.lastUsedAt() != null ? t.lastUsedAt().substring(0, 16).replace('T', ' ') : "never",
                t.name()
            });
            return 0;
        }
    }

    @Command(
            name = "set",
            mixinStandardHelpOptions = true,
            description = "Changes a token's thread budget. Runs and campaign workers made from then on are held to it;"
                    + " those already queued keep their threads.")
    static class SetBudget extends OneItemCommand {
        @Option(
                names = "--threads",
                required = true,
                paramLabel = "N|default",
                description = "the threads its unfinished runs and campaign workers may ask for in all, or 'default'"
                        + " for the server's limit")
        String threads;

        @Override
        public Integer call() {
            Integer budget;
            if ("default".equals(threads)) {
                budget = null;
            } else {
                try {
                    budget = Integer.parseInt(threads);
                } catch (NumberFormatException e) {
                    throw new UsageError("--threads takes a whole number or 'default', not '" + threads + "'");
                }
            }
            ServerViews.Token t = ServerClient.ok(server.patchJson("/api/admin/tokens/" + id, new TokenThreads(budget)))
                    .as(ServerViews.Token.class);
            out().printf(
                            "token %d (%s) may ask for %s%n",
                            t.id(),
                            t.name(),
                            t.threads() == null ? "the server's thread limit" : t.threads() + " threads in all");
            return 0;
        }
    }

    @Command(
            name = "revoke",
            mixinStandardHelpOptions = true,
            description = "Revokes a token; it stops working at once.")
    static class Revoke extends OneItemCommand {
        @Override
        public Integer call() {
            ServerViews.Token t =
                    ServerClient.ok(server.delete("/api/admin/tokens/" + id)).as(ServerViews.Token.class);
            out().printf("token %d (%s) revoked%n", t.id(), t.name());
            return 0;
        }
    }

    @Command(
            name = "retract",
            mixinStandardHelpOptions = true,
            description = "Retracts a record: it stays, marked with the reason, and no longer counts as a best.")
    static class Retract extends ServerCommand {
        @Parameters(paramLabel = "RECORD")
        String id;

        @Option(names = "--reason", required = true, paramLabel = "TEXT")
        String reason;

        @Override
        public Integer call() {
            ServerViews.Record r = ServerClient.ok(
                            server.postJson("/api/records/" + id + "/retract", new Retraction(reason)))
                    .as(ServerViews.Record.class);
            out().printf(
                            "record %d (%s, %d moves) retracted: %s%n",
                            r.id(),
                            r.variant(),
                            r.score(),
                            r.retracted() == null ? "" : r.retracted().reason());
            return 0;
        }
    }
}
