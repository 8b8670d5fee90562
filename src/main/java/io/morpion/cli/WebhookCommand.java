package io.morpion.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.api.ServerViews;
import io.morpion.api.WebhookSetting;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
        name = "webhook",
        mixinStandardHelpOptions = true,
        description = {
            "Where the server sends your token's alerts: when one of its runs or campaign workers ties or beats the "
                    + "variant's world record or proven optimum, the server POSTs the alert as JSON to the address "
                    + "you set, with no browser open.",
            "Each delivery is signed: the header X-Morpion-Signature is sha256= and the HMAC-SHA256 of the body with "
                    + "your secret, in hex; check it before you trust the body. A receiver that does not answer 2xx "
                    + "is tried again, waiting longer each time. Needs a token (--token or MORPION_TOKEN)."
        },
        subcommands = {
            WebhookCommand.Set.class,
            WebhookCommand.Show.class,
            WebhookCommand.Test.class,
            WebhookCommand.Remove.class
        },
        footer = {
            "",
            "Examples:",
            "  morpion webhook set https://example.org/hook --secret \"$SECRET\"",
            "  morpion webhook test",
            "  morpion webhook show",
            "  morpion webhook remove"
        })
class WebhookCommand {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] FIELDS = {
        "url", "since", "delivered", "pending", "givenUp", "lastDeliveredAt", "lastError"
    };

    private static void print(CliCommand command, JsonNode view) {
        ServerClient.printFields(command.out(), view, 16, FIELDS);
    }

    @Command(name = "set", mixinStandardHelpOptions = true, description = "Sets the token's webhook, replacing any.")
    static class Set extends ServerCommand {
        @Parameters(paramLabel = "URL", description = "an http or https address the server can reach")
        String url;

        @Option(
                names = "--secret",
                paramLabel = "TEXT",
                description = "16 to 256 characters that sign each delivery (default: $MORPION_WEBHOOK_SECRET)")
        String secret;

        @Override
        public Integer call() {
            String key = secret != null ? secret : System.getenv("MORPION_WEBHOOK_SECRET");
            if (key == null) {
                throw new UsageError("give the webhook a secret: --secret TEXT or MORPION_WEBHOOK_SECRET");
            }
            JsonNode view = ServerClient.ok(server.putJson("/api/webhook", new WebhookSetting(url, key)))
                    .json();
            err().println("webhook set: alerts go to "
                    + ServerViews.read(view, ServerViews.Webhook.class).url());
            print(this, view);
            return 0;
        }
    }

    @Command(
            name = "show",
            mixinStandardHelpOptions = true,
            description = "Shows the webhook and how its deliveries went.")
    static class Show extends ServerCommand {
        @Override
        public Integer call() {
            ServerClient.Answer answer = ServerClient.ok(server.get("/api/webhook", Map.of()));
            if (answer.status() == 204) {
                out().println("no webhook: 'morpion webhook set URL --secret TEXT' sets one");
                return 0;
            }
            print(this, answer.json());
            return 0;
        }
    }

    @Command(
            name = "test",
            mixinStandardHelpOptions = true,
            description = "Sends the webhook a test delivery (event \"test\"), signed as an alert is.")
    static class Test extends ServerCommand {
        @Override
        public Integer call() {
            ServerClient.ok(server.postJson("/api/webhook/test", Map.of()));
            out().println("a test delivery is on its way; 'morpion webhook show' says how it went");
            return 0;
        }
    }

    @Command(
            name = "remove",
            mixinStandardHelpOptions = true,
            description = "Removes the webhook; what it was still owed is dropped.")
    static class Remove extends ServerCommand {
        @Override
        public Integer call() {
            ServerClient.ok(server.delete("/api/webhook"));
            out().println("webhook removed");
            return 0;
        }
    }
}
